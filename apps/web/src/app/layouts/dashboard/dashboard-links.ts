import type { Role } from '@nestlane/shared';
import type { Catalog, commonMessages } from '../../../i18n';

type CommonMessageId = typeof commonMessages extends Catalog<infer Id> ? Id : never;

/** A dashboard link: its path and its name's message (`common.dashboard.link.*`). */
export type DashboardLink = { to: string; label: CommonMessageId };

/** Spec §2 dashboard links by role; any other role (fraud) gets none, only Home and Sign Out. */
const LINKS_BY_ROLE: Partial<Record<Role, DashboardLink[]>> = {
  admin: [
    { to: '/dashboard/myProfile', label: 'common.dashboard.link.adminProfile' },
    { to: '/dashboard/manageProperties', label: 'common.dashboard.link.manageProperties' },
    { to: '/dashboard/manageUsers', label: 'common.dashboard.link.manageUsers' },
    { to: '/dashboard/manageReviews', label: 'common.dashboard.link.manageReviews' },
    { to: '/dashboard/adverTiseProperty', label: 'common.dashboard.link.advertiseProperty' },
    { to: '/dashboard/agentRequest', label: 'common.dashboard.link.agentRequest' },
    { to: '/dashboard/adminStatistics', label: 'common.dashboard.link.statistics' },
  ],
  user: [
    { to: '/dashboard/myProfile', label: 'common.dashboard.link.myProfile' },
    { to: '/dashboard/wishlist', label: 'common.dashboard.link.wishlist' },
    { to: '/dashboard/propertyBought', label: 'common.dashboard.link.propertyBought' },
    { to: '/dashboard/myReview', label: 'common.dashboard.link.myReviews' },
    { to: '/dashboard/enquiries', label: 'common.dashboard.link.myEnquiries' },
    { to: '/dashboard/viewings', label: 'common.dashboard.link.viewings' },
    { to: '/dashboard/savedSearches', label: 'common.dashboard.link.savedSearches' },
  ],
  agent: [
    { to: '/dashboard/myProfile', label: 'common.dashboard.link.agentProfile' },
    { to: '/dashboard/addProperty', label: 'common.dashboard.link.addProperty' },
    { to: '/dashboard/addedProperties', label: 'common.dashboard.link.myAddedProperties' },
    { to: '/dashboard/soldProperties', label: 'common.dashboard.link.mySoldProperties' },
    { to: '/dashboard/requestedProperties', label: 'common.dashboard.link.requestedProperties' },
    { to: '/dashboard/enquiries', label: 'common.dashboard.link.enquiries' },
    { to: '/dashboard/viewings', label: 'common.dashboard.link.viewings' },
    { to: '/dashboard/savedSearches', label: 'common.dashboard.link.savedSearches' },
    { to: '/dashboard/agentStatistics', label: 'common.dashboard.link.statistics' },
  ],
};

export function findDashboardLinks(role: Role | undefined): DashboardLink[] {
  return (role && LINKS_BY_ROLE[role]) || [];
}
