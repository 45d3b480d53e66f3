import { MESSAGES, type Property } from '@nestlane/shared';
import Heart from 'lucide-react/icons/heart';
import { useRef } from 'react';
import { localizeMessage, useT } from '../../../i18n';
import { useListingTitle } from '../../../lib/listing-text';
import { runAction } from '../../../lib/run-action';
import { usePendingWish, useWishlistGate } from '../../../lib/wishlist-refusal';
import { useCurrentUser } from '../../auth';
import { useReadSavedHomes, useSavedHomes, useToggleSavedHome } from '../api/saved-homes';
import { propertiesMessages } from '../messages';

type SaveHomeButtonProps = {
  property: Pick<Property, '_id' | 'agentEmail' | 'propertyTitle' | 'propertyTitleBn'>;
};

/**
 * The heart on a result card (issue 11): wish-lists the listing in place, with the spec's rules and
 * messages (§5) — a visitor is told to sign in and sent there, agents, admins and the listing's own
 * agent are told why not. A filled heart takes the listing off the wish-list again (decision 026). A
 * visitor's tap is finished on their return, signed in, to this page (decision 061).
 */
export function SaveHomeButton({ property }: SaveHomeButtonProps) {
  const t = useT(propertiesMessages);
  const mayWish = useWishlistGate();
  const title = useListingTitle(property);
  const { user, role, isLoading } = useCurrentUser();
  const buyerEmail = role === 'user' ? user?.email : undefined;
  const savedHomes = useSavedHomes(buyerEmail);
  const readSavedHomes = useReadSavedHomes(buyerEmail);
  const toggle = useToggleSavedHome(buyerEmail);
  const isSaved = savedHomes.data?.has(property._id) ?? false;
  const isBusy = toggle.isPending || (Boolean(buyerEmail) && savedHomes.isFetching);
  // From a press until its change is sent: a second press meanwhile is the same intent, not another.
  const isPressHandled = useRef(false);

  /** `addOnly`: a visitor's heart finished after signing in fills it, and never empties it. */
  async function handleClick({ addOnly = false } = {}) {
    if (toggle.isPending || isPressHandled.current) return;
    isPressHandled.current = true;
    try {
      if (!(await mayWish(user, role, property.agentEmail, property._id))) return;
      // Pressed while the wish-list loads: decided on its answer, not on the empty heart drawn meanwhile.
      const wishId = (await readSavedHomes())?.get(property._id);
      if (addOnly && wishId) return;
      await runAction(
        () => toggle.mutateAsync({ propertyId: property._id, wishId }),
        localizeMessage(wishId ? MESSAGES.wishDeleted : MESSAGES.addedToWishlist),
      );
    } finally {
      isPressHandled.current = false;
    }
  }

  // Back from signing in: the visitor's heart is filled, unless the listing is wish-listed already.
  usePendingWish(property._id, !isLoading && Boolean(user) && (!buyerEmail || savedHomes.isSuccess), () =>
    handleClick({ addOnly: true }),
  );

  return (
    <button
      type="button"
      aria-label={t('properties.saveHome.label', { title })}
      aria-pressed={isSaved}
      onClick={() => void handleClick()}
      // Until auth settles nobody knows who is asking. While a change is under way the button keeps
      // focus (never `disabled`, which would drop it to the page) and ignores presses.
      disabled={isLoading}
      aria-busy={isBusy || undefined}
      className="btn-outline shrink-0 px-3 py-2.5 text-brand-text"
    >
      <Heart aria-hidden="true" className={`size-5 ${isSaved ? 'fill-current' : ''}`} />
    </button>
  );
}
