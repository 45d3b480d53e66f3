import type { Role } from '@nestlane/shared';
import type { MessageIdOf } from '../../../i18n';
import type { dashboardMessages } from './messages';

/** A dashboard link: its path and its name's message (`dashboard.link.*`). */
export type DashboardLink = { to: string; label: MessageIdOf<typeof dashboardMessages> };

/** Spec §2 dashboard links by role; any other role (fraud) gets none, only Home and Sign Out. */
const LINKS_BY_ROLE: Partial<Record<Role, DashboardLink[]>> = {
  admin: [
    { to: '/dashboard/myProfile', label: 'dashboard.link.adminProfile' },
    { to: '/dashboard/manageProperties', label: 'dashboard.link.manageProperties' },
    { to: '/dashboard/manageUsers', label: 'dashboard.link.manageUsers' },
    { to: '/dashboard/manageReviews', label: 'dashboard.link.manageReviews' },
    { to: '/dashboard/adverTiseProperty', label: 'dashboard.link.advertiseProperty' },
    { to: '/dashboard/agentRequest', label: 'dashboard.link.agentRequest' },
    { to: '/dashboard/adminStatistics', label: 'dashboard.link.statistics' },
    { to: '/dashboard/payments', label: 'dashboard.link.payments' },
  ],
  user: [
    { to: '/dashboard/myProfile', label: 'dashboard.link.myProfile' },
    { to: '/dashboard/wishlist', label: 'dashboard.link.wishlist' },
    { to: '/dashboard/propertyBought', label: 'dashboard.link.propertyBought' },
    { to: '/dashboard/myReview', label: 'dashboard.link.myReviews' },
    { to: '/dashboard/enquiries', label: 'dashboard.link.myEnquiries' },
    { to: '/dashboard/viewings', label: 'dashboard.link.viewings' },
    { to: '/dashboard/savedSearches', label: 'dashboard.link.savedSearches' },
  ],
  agent: [
    { to: '/dashboard/myProfile', label: 'dashboard.link.agentProfile' },
    { to: '/dashboard/addProperty', label: 'dashboard.link.addProperty' },
    { to: '/dashboard/addedProperties', label: 'dashboard.link.myAddedProperties' },
    { to: '/dashboard/soldProperties', label: 'dashboard.link.mySoldProperties' },
    { to: '/dashboard/requestedProperties', label: 'dashboard.link.requestedProperties' },
    { to: '/dashboard/enquiries', label: 'dashboard.link.enquiries' },
    { to: '/dashboard/viewings', label: 'dashboard.link.viewings' },
    { to: '/dashboard/savedSearches', label: 'dashboard.link.savedSearches' },
    { to: '/dashboard/agentStatistics', label: 'dashboard.link.statistics' },
  ],
};

export function findDashboardLinks(role: Role | undefined): DashboardLink[] {
  return (role && LINKS_BY_ROLE[role]) || [];
}
