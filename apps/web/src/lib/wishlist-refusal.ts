import { MESSAGES } from '@nestlane/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizeMessage } from '../i18n';
import { clearPendingIntent, readPendingIntent, savePendingIntent } from './pending-intent';
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
 * results' heart: a visitor is told to sign in and sent there (this page remembered, and the heart
 * too: `usePendingWish` finishes it on return); staff and the listing's own agent are told why not.
 * Resolves whether the person may ask the server.
 */
export function useWishlistGate() {
  const navigate = useNavigate();
  const location = useLocation();
  return async function mayWish(
    person: { email: string } | null | undefined,
    role: string | undefined,
    agentEmail: string,
    propertyId?: string,
  ): Promise<boolean> {
    if (!person) {
      if (propertyId)
        savePendingIntent('wish', propertyId, { path: `${location.pathname}${location.search}` });
      toast.error(MESSAGES.signInToWishlist);
      await navigate('/signIn', { state: { from: location } });
      return false;
    }
    const refusal = findWishlistRefusal(role, person.email, agentEmail);
    if (refusal) toast.error(refusal);
    return refusal === undefined;
  };
}

/**
 * Back on the page where a visitor tapped a listing's heart, now signed in (issue 27, decision 061):
 * `finish` runs once, when `isReady` (who is asking is known), and the heart is forgotten.
 */
export function usePendingWish(propertyId: string, isReady: boolean, finish: () => Promise<unknown>) {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const finishRef = useRef(finish);
  finishRef.current = finish;
  useEffect(() => {
    if (!isReady || readPendingIntent('wish', propertyId)?.path !== path) return;
    clearPendingIntent('wish', propertyId);
    void finishRef.current();
  }, [isReady, propertyId, path]);
}
