import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './pages/route-error-boundary';

// Guards load with the dashboard: visitors of the public pages never download them.
const loadLoginGuard = async () => (await import('./guards/login-guard')).LoginGuard;
const loadAdminGuard = async () => (await import('./guards/admin-guard')).AdminGuard;
const loadAgentGuard = async () => (await import('./guards/agent-guard')).AgentGuard;

const loadDashboardLayout = async () =>
  (await import('./layouts/dashboard/dashboard-layout')).DashboardLayout;
const loadMyProfilePage = async () =>
  (await import('../features/profile/pages/my-profile-page')).MyProfilePage;
const loadManageUsersPage = async () =>
  (await import('../features/people/pages/manage-users-page')).ManageUsersPage;
const loadAgentRequestPage = async () =>
  (await import('../features/people/pages/agent-request-page')).AgentRequestPage;
const loadManagePropertiesPage = async () =>
  (await import('../features/moderation/pages/manage-properties-page')).ManagePropertiesPage;
const loadAdvertisePropertyPage = async () =>
  (await import('../features/moderation/pages/advertise-property-page')).AdvertisePropertyPage;
const loadAddPropertyPage = async () =>
  (await import('../features/listings/pages/add-property-page')).AddPropertyPage;
const loadAddedPropertiesPage = async () =>
  (await import('../features/listings/pages/added-properties-page')).AddedPropertiesPage;
const loadUpdatePropertyPage = async () =>
  (await import('../features/listings/pages/update-property-page')).UpdatePropertyPage;
const loadComingSoonPage = async () =>
  (await import('../features/dashboard/pages/coming-soon-page')).ComingSoonRoute;

/** A dashboard page that a later release builds: an honest placeholder (its words in the route's handle). */
function comingSoon(path: string, title: string, feature: string): RouteObject {
  return { path, handle: { title, feature }, lazy: { Component: loadComingSoonPage } };
}

/**
 * /dashboard (spec §2 route table): login required; admin-only and agent-only children behind their
 * guards. Every guard waits for auth to finish loading and sends others to /signIn, path remembered.
 */
export function createDashboardRoute(): RouteObject {
  return {
    path: 'dashboard',
    lazy: { Component: loadLoginGuard },
    children: [
      {
        lazy: { Component: loadDashboardLayout },
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { index: true, element: <Navigate to="myProfile" replace /> },
              { path: 'myProfile', lazy: { Component: loadMyProfilePage } },
              comingSoon('wishlist', 'Wishlist', 'the wish-list feature'),
              comingSoon('makePayment/:id', 'Payment', 'payments'),
              comingSoon('makeAnOffer/:id', 'Make An Offer', 'offers'),
              comingSoon('propertyBought', 'Property Bought', 'offers and payments'),
              comingSoon('myReview', 'My Reviews', 'the reviews feature'),
              {
                lazy: { Component: loadAdminGuard },
                children: [
                  { path: 'manageProperties', lazy: { Component: loadManagePropertiesPage } },
                  { path: 'manageUsers', lazy: { Component: loadManageUsersPage } },
                  comingSoon('manageReviews', 'Manage Reviews', 'review moderation'),
                  { path: 'adverTiseProperty', lazy: { Component: loadAdvertisePropertyPage } },
                  { path: 'agentRequest', lazy: { Component: loadAgentRequestPage } },
                ],
              },
              {
                lazy: { Component: loadAgentGuard },
                children: [
                  { path: 'addProperty', lazy: { Component: loadAddPropertyPage } },
                  { path: 'addedProperties', lazy: { Component: loadAddedPropertiesPage } },
                  { path: 'updateProperty/:id', lazy: { Component: loadUpdatePropertyPage } },
                  comingSoon('soldProperties', 'My Sold Properties', 'sales'),
                  comingSoon('requestedProperties', 'Requested Properties', 'offers'),
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
