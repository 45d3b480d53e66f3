import { MESSAGES, type WishlistItem } from '@nestlane/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { runAction } from '../../../lib/run-action';
import { useDeleteWish } from '../api/delete-wish';
import { OFFER_UNAVAILABLE } from '../lib/offer-availability';

const actionClass = 'py-2 text-sm';

/** Make An Offer (a verified listing only, else disabled and explained) and Delete after 'Are you sure?'. */
export function WishActions({ item }: { item: WishlistItem }) {
  const deleteWish = useDeleteWish();
  const noteId = useId();
  const status = item.propertyVerificationStatus;
  const title = item.propertyTitle;

  // mutateAsync, not mutate's callbacks: the card is gone once the list refreshes after the delete.
  function remove() {
    void runAction(() => deleteWish.mutateAsync(item._id), MESSAGES.wishDeleted);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        {status === 'verified' ? (
          <Link
            to={`/dashboard/makeAnOffer/${item._id}`}
            aria-label={`Make An Offer on ${title}`}
            className={`btn-primary px-3 ${actionClass}`}
          >
            Make An Offer
          </Link>
        ) : (
          <button
            type="button"
            disabled
            aria-label={`Make An Offer on ${title}`}
            aria-describedby={noteId}
            className={`btn-primary px-3 ${actionClass}`}
          >
            Make An Offer
          </button>
        )}
        <ConfirmDeleteButton
          label={`Delete ${title}`}
          description={`You Want to Delete ${title} From Your Wishlist!`}
          isPending={deleteWish.isPending}
          onConfirm={remove}
          className={`px-3 ${actionClass}`}
        />
      </div>
      {status !== 'verified' && (
        <p id={noteId} className="text-sm text-slate-700">
          {OFFER_UNAVAILABLE[status]}
        </p>
      )}
    </div>
  );
}
