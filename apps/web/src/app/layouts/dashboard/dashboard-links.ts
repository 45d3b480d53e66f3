import type { Role } from '@nestlane/shared';

export type DashboardLink = { to: string; label: string };

/** Spec §2 dashboard links by role; any other role (fraud) gets none, only Home and Sign Out. */
const LINKS_BY_ROLE: Partial<Record<Role, DashboardLink[]>> = {
  admin: [
    { to: '/dashboard/myProfile', label: 'Admin Profile' },
    { to: '/dashboard/manageProperties', label: 'Manage Properties' },
    { to: '/dashboard/manageUsers', label: 'Manage Users' },
    { to: '/dashboard/manageReviews', label: 'Manage Reviews' },
    { to: '/dashboard/adverTiseProperty', label: 'Advertise Property' },
    { to: '/dashboard/agentRequest', label: 'Agent Request' },
    { to: '/dashboard/adminStatistics', label: 'Statistics' },
  ],
  user: [
    { to: '/dashboard/myProfile', label: 'My Profile' },
    { to: '/dashboard/wishlist', label: 'Wishlist' },
    { to: '/dashboard/propertyBought', label: 'Property Bought' },
    { to: '/dashboard/myReview', label: 'My Reviews' },
    { to: '/dashboard/enquiries', label: 'My Enquiries' },
    { to: '/dashboard/viewings', label: 'Viewings' },
    { to: '/dashboard/savedSearches', label: 'Saved Searches' },
  ],
  agent: [
    { to: '/dashboard/myProfile', label: 'Agent Profile' },
    { to: '/dashboard/addProperty', label: 'Add Property' },
    { to: '/dashboard/addedProperties', label: 'My Added Properties' },
    { to: '/dashboard/soldProperties', label: 'My Sold Properties' },
    { to: '/dashboard/requestedProperties', label: 'Requested Properties' },
    { to: '/dashboard/enquiries', label: 'Enquiries' },
    { to: '/dashboard/viewings', label: 'Viewings' },
    { to: '/dashboard/savedSearches', label: 'Saved Searches' },
    { to: '/dashboard/agentStatistics', label: 'Statistics' },
  ],
};

export function findDashboardLinks(role: Role | undefined): DashboardLink[] {
  return (role && LINKS_BY_ROLE[role]) || [];
}
