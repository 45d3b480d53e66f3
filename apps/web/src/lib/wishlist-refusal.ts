import { MESSAGES } from '@nestlane/shared';

/**
 * Why the server would refuse a wish (spec §5), known without asking: agents and admins cannot wish-list,
 * nobody wishes their own listing. Undefined when the person may ask. The property page's Add To Wishlist
 * and the search results' heart both decide with this.
 */
export function findWishlistRefusal(
  role: string | undefined,
  userEmail: string,
  agentEmail: string,
): string | undefined {
  if (role === 'agent' || role === 'admin') return MESSAGES.staffWishlist;
  if (userEmail.toLowerCase() === agentEmail.toLowerCase()) return MESSAGES.ownProductWishlist;
  return undefined;
}
