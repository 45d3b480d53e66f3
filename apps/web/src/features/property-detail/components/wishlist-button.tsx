import { MESSAGES, type Property } from '@nestlane/shared';
import Heart from 'lucide-react/icons/heart';
import { useNavigate } from 'react-router';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { usePendingWish, useWishlistGate } from '../../../lib/wishlist-refusal';
import { useCurrentUser } from '../../auth';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { propertyDetailMessages } from '../messages';

type WishlistButtonProps = { property: Pick<Property, '_id' | 'agentEmail'> };

/**
 * 'Add To Wishlist' (spec §5): a visitor is told to sign in and sent there, this page remembered; agents,
 * admins and the listing's own agent are told why not without a call; a user's wish goes to the server,
 * which checks the same rules, then the Wishlist page opens. A visitor's tap is finished on their
 * return, signed in, on this page (decision 061).
 */
export function WishlistButton({ property }: WishlistButtonProps) {
  const navigate = useNavigate();
  const mayWish = useWishlistGate();
  const { user, role, isLoading } = useCurrentUser();
  const addToWishlist = useAddToWishlist();
  const t = useT(propertyDetailMessages);

  async function wish() {
    if (!(await mayWish(user, role, property.agentEmail, property._id))) return false;
    return runAction(
      () => addToWishlist.mutateAsync(property._id),
      localizeMessage(MESSAGES.addedToWishlist),
    );
  }

  async function handleClick() {
    if (await wish()) await navigate('/dashboard/wishlist');
  }

  // Back from signing in: the heart is finished here, on the page it was tapped on.
  usePendingWish(property._id, !isLoading && Boolean(user), wish);

  return (
    <button
      type="button"
      onClick={() => void handleClick()}
      // Until auth settles nobody knows who is asking; then, one wish at a time.
      disabled={isLoading || addToWishlist.isPending}
      aria-busy={addToWishlist.isPending || undefined}
      className="btn-primary w-full py-3"
    >
      <Heart aria-hidden="true" className="size-5" />
      {t('propertyDetail.wishlist.add')}
    </button>
  );
}
