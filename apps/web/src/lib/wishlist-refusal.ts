import { MESSAGES } from '@nestlane/shared';
import { useLocation, useNavigate } from 'react-router';
import { localizeMessage } from '../i18n';
import { toast } from './toast';

/**
 * Why the server would refuse a wish (spec §5), known without asking: agents and admins cannot wish-list,
 * nobody wishes their own listing. Undefined when the person may ask. In the language being read.
 */
export function findWishlistRefusal(
  role: string | undefined,
  userEmail: string,
  agentEmail: string,
): string | undefined {
  if (role === 'agent' || role === 'admin') return localizeMessage(MESSAGES.staffWishlist);
  if (userEmail.toLowerCase() === agentEmail.toLowerCase())
    return localizeMessage(MESSAGES.ownProductWishlist);
  return undefined;
}

/**
 * The spec's wish-list rules before any call, for the property page's Add To Wishlist and the search
 * results' heart: a visitor is told to sign in and sent there (this page remembered); staff and the
 * listing's own agent are told why not. Resolves whether the person may ask the server.
 */
export function useWishlistGate() {
  const navigate = useNavigate();
  const location = useLocation();
  return async function mayWish(
    person: { email: string } | null | undefined,
    role: string | undefined,
    agentEmail: string,
  ): Promise<boolean> {
    if (!person) {
      toast.error(MESSAGES.signInToWishlist);
      await navigate('/signIn', { state: { from: location } });
      return false;
    }
    const refusal = findWishlistRefusal(role, person.email, agentEmail);
    if (refusal) toast.error(refusal);
    return refusal === undefined;
  };
}
