import type { QueryClient } from '@tanstack/react-query';
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
const loadWishlistPage = async () => (await import('../features/wishlist/pages/wishlist-page')).WishlistPage;
const loadMakeOfferPage = async () =>
  (await import('../features/wishlist/pages/make-offer-page')).MakeOfferPage;
const loadBoughtPropertiesPage = async () =>
  (await import('../features/purchases/pages/bought-properties-page')).BoughtPropertiesPage;
const loadPaymentPage = async () => (await import('../features/payment/pages/payment-page')).PaymentPage;
const loadAdminPaymentsPage = async () =>
  (await import('../features/receipts/pages/admin-payments-page')).AdminPaymentsPage;
const loadReceiptPage = async () => (await import('../features/receipts/pages/receipt-page')).ReceiptPage;
const loadRequestedOffersPage = async () =>
  (await import('../features/sales/pages/requested-offers-page')).RequestedOffersPage;
const loadSoldPropertiesPage = async () =>
  (await import('../features/sales/pages/sold-properties-page')).SoldPropertiesPage;
const loadMyReviewsPage = async () =>
  (await import('../features/reviews/pages/my-reviews-page')).MyReviewsPage;
const loadManageReviewsPage = async () =>
  (await import('../features/reviews/pages/manage-reviews-page')).ManageReviewsPage;
const loadEnquiriesPage = async () =>
  (await import('../features/enquiries/pages/enquiries-page')).EnquiriesPage;
const loadEnquiryThreadPage = async () =>
  (await import('../features/enquiries/pages/enquiry-thread-page')).EnquiryThreadPage;
const loadViewingsPage = async () => (await import('../features/viewings/pages/viewings-page')).ViewingsPage;
const loadAgentStatisticsPage = async () =>
  (await import('../features/statistics/pages/agent-statistics-page')).AgentStatisticsPage;
const loadAdminStatisticsPage = async () =>
  (await import('../features/statistics/pages/admin-statistics-page')).AdminStatisticsPage;
const loadSavedSearchesPage = async () =>
  (await import('../features/saved-searches/pages/saved-searches-page')).SavedSearchesPage;

/**
 * /dashboard (spec §2 route table): login required; admin-only and agent-only children behind their
 * guards. Every guard waits for auth to finish loading and sends others to /signIn, path remembered.
 */
export function createDashboardRoute(queryClient: QueryClient): RouteObject {
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
              { path: 'wishlist', lazy: { Component: loadWishlistPage } },
              { path: 'makePayment/:id', lazy: { Component: loadPaymentPage } },
              // The buyer's, the agent's or an admin's: the server decides who may read it.
              { path: 'receipt/:id', lazy: { Component: loadReceiptPage } },
              {
                path: 'makeAnOffer/:id',
                lazy: {
                  loader: async () =>
                    (await import('../features/wishlist/pages/make-offer-loader')).createMakeOfferLoader(
                      queryClient,
                    ),
                  Component: loadMakeOfferPage,
                },
              },
              { path: 'propertyBought', lazy: { Component: loadBoughtPropertiesPage } },
              { path: 'myReview', lazy: { Component: loadMyReviewsPage } },
              { path: 'enquiries', lazy: { Component: loadEnquiriesPage } },
              { path: 'enquiries/:id', lazy: { Component: loadEnquiryThreadPage } },
              { path: 'savedSearches', lazy: { Component: loadSavedSearchesPage } },
              { path: 'viewings', lazy: { Component: loadViewingsPage } },
              {
                lazy: { Component: loadAdminGuard },
                children: [
                  { path: 'manageProperties', lazy: { Component: loadManagePropertiesPage } },
                  { path: 'manageUsers', lazy: { Component: loadManageUsersPage } },
                  { path: 'manageReviews', lazy: { Component: loadManageReviewsPage } },
                  { path: 'adverTiseProperty', lazy: { Component: loadAdvertisePropertyPage } },
                  { path: 'agentRequest', lazy: { Component: loadAgentRequestPage } },
                  { path: 'adminStatistics', lazy: { Component: loadAdminStatisticsPage } },
                  { path: 'payments', lazy: { Component: loadAdminPaymentsPage } },
                ],
              },
              {
                lazy: { Component: loadAgentGuard },
                children: [
                  { path: 'addProperty', lazy: { Component: loadAddPropertyPage } },
                  { path: 'addedProperties', lazy: { Component: loadAddedPropertiesPage } },
                  { path: 'updateProperty/:id', lazy: { Component: loadUpdatePropertyPage } },
                  { path: 'soldProperties', lazy: { Component: loadSoldPropertiesPage } },
                  { path: 'requestedProperties', lazy: { Component: loadRequestedOffersPage } },
                  { path: 'agentStatistics', lazy: { Component: loadAgentStatisticsPage } },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
