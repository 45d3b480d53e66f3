import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../components/not-found-content';
import { createHomeLoader } from '../features/home/pages/home-loader';
import { HomePage } from '../features/home/pages/home-page';
import { createAllPropertiesLoader } from '../features/properties/pages/all-properties-loader';
import { createPropertyDetailLoader } from '../features/property-detail/pages/property-detail-loader';
import { isServerRender } from '../lib/rendering';
import { AppRoot } from './app-root';
import { createDashboardRoute } from './dashboard-routes';
import { MainLayout } from './layouts/main-layout';
import {
  loadAgentProfileLoader,
  loadAgentProfilePage,
  loadAllPropertiesPage,
  loadPropertyDetailPage,
} from './page-modules';
import { PageLoader } from './pages/page-loader';
import { RootErrorPage } from './pages/root-error-page';
import { RouteErrorBoundary } from './pages/route-error-boundary';

// Lazy page modules, one chunk each. Module-level so they are plain importers, not components made per call.
const loadSignInPage = async () => (await import('../features/auth/pages/sign-in-page')).SignInPage;
const loadSignUpPage = async () => (await import('../features/auth/pages/sign-up-page')).SignUpPage;
const loadForgotPasswordPage = async () =>
  (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage;
const loadResetPasswordPage = async () =>
  (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage;
const loadDemoInboxPage = async () => (await import('../features/auth/pages/demo-inbox-page')).DemoInboxPage;
const loadUnsubscribePage = async () =>
  (await import('../features/notifications/pages/unsubscribe-page')).UnsubscribePage;
const loadComparePage = async () => (await import('../features/compare/pages/compare-page')).ComparePage;
const loadDemoGatewayPage = async () =>
  (await import('../features/demo-gateway/pages/demo-gateway-page')).DemoGatewayPage;

/**
 * The route table of spec §2. Home is in the first chunk (it is the landing page); every other page is a
 * lazy chunk. The search and property loaders sit in the route table, so their requests start with the
 * router, in parallel with the page's code (the search's reads its filters from a chunk of its own, beside
 * the page's); other loaders load with their page.
 * `queryClient` is the browser's one client. The server makes these routes once for all its pages, with a
 * client standing for each page's own (ssr/request-scope.ts): React Router keeps a lazy loader once loaded.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppRoot,
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
                {
                  index: true,
                  ...(isServerRender ? { loader: createHomeLoader(queryClient) } : {}),
                  Component: HomePage,
                },
                {
                  path: 'allProperties',
                  loader: createAllPropertiesLoader(queryClient),
                  shouldRevalidate: () => false,
                  lazy: {
                    Component: loadAllPropertiesPage,
                  },
                },
                {
                  path: 'propertyDetail/:id',
                  loader: createPropertyDetailLoader(queryClient),
                  lazy: {
                    Component: loadPropertyDetailPage,
                  },
                },
                {
                  path: 'agentProfile/:agentEmail',
                  lazy: {
                    loader: async () => (await loadAgentProfileLoader())(queryClient),
                    Component: loadAgentProfilePage,
                  },
                },
                {
                  path: 'signIn',
                  lazy: {
                    Component: loadSignInPage,
                  },
                },
                {
                  path: 'signUp',
                  lazy: {
                    Component: loadSignUpPage,
                  },
                },
                {
                  path: 'forgotPassword',
                  lazy: {
                    Component: loadForgotPasswordPage,
                  },
                },
                {
                  path: 'resetPassword',
                  lazy: {
                    Component: loadResetPasswordPage,
                  },
                },
                {
                  path: 'demoInbox',
                  lazy: {
                    Component: loadDemoInboxPage,
                  },
                },
                { path: 'unsubscribe', lazy: { Component: loadUnsubscribePage } },
                { path: 'compare', lazy: { Component: loadComparePage } },
                // The keyless demo's SSLCommerz-like gateway (decision 062).
                { path: 'demo-gateway/:sessionKey', lazy: { Component: loadDemoGatewayPage } },
                { path: '*', Component: NotFoundContent },
              ],
            },
          ],
        },
        createDashboardRoute(queryClient),
      ],
    },
  ];
}
