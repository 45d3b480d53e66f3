import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../components/not-found-content';
import { DashboardRedirect } from '../features/dashboard/pages/dashboard-redirect';
import { HomePage } from '../features/home/pages/home-page';
import { createAllPropertiesLoader } from '../features/properties/pages/all-properties-loader';
import { MainLayout } from './layouts/main-layout';
import { PageLoader } from './pages/page-loader';
import { RootErrorPage } from './pages/root-error-page';
import { RouteErrorBoundary } from './pages/route-error-boundary';

/**
 * The route table of spec §2. Home is in the first chunk (it is the landing page); every other page is a
 * lazy chunk whose loader, when it has one, loads in parallel with the page's code.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <RootErrorPage />,
      HydrateFallback: PageLoader,
      children: [
        {
          Component: MainLayout,
          children: [
            {
              // Errors of a page render inside the layout, so navigation stays available.
              errorElement: <RouteErrorBoundary />,
              children: [
                { index: true, Component: HomePage },
                {
                  path: 'allProperties',
                  loader: createAllPropertiesLoader(queryClient),
                  shouldRevalidate: () => false,
                  lazy: {
                    Component: async () =>
                      (await import('../features/properties/pages/all-properties-page')).AllPropertiesPage,
                  },
                },
                {
                  path: 'propertyDetail/:id',
                  lazy: {
                    loader: async () =>
                      (
                        await import('../features/property-detail/pages/property-detail-loader')
                      ).createPropertyDetailLoader(queryClient),
                    Component: async () =>
                      (await import('../features/property-detail/pages/property-detail-page'))
                        .PropertyDetailPage,
                  },
                },
                {
                  path: 'agentProfile/:agentEmail',
                  lazy: {
                    loader: async () =>
                      (
                        await import('../features/agents/pages/agent-profile-loader')
                      ).createAgentProfileLoader(queryClient),
                    Component: async () =>
                      (await import('../features/agents/pages/agent-profile-page')).AgentProfilePage,
                  },
                },
                {
                  path: 'signIn',
                  lazy: {
                    Component: async () => (await import('../features/auth/pages/sign-in-page')).SignInPage,
                  },
                },
                {
                  path: 'signUp',
                  lazy: {
                    Component: async () => (await import('../features/auth/pages/sign-up-page')).SignUpPage,
                  },
                },
                { path: 'dashboard/*', Component: DashboardRedirect },
                { path: '*', Component: NotFoundContent },
              ],
            },
          ],
        },
      ],
    },
  ];
}
