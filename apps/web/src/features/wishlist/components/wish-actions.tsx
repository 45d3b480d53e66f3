import { MESSAGES, type WishlistItem } from '@nestlane/shared';
import { CardActions } from '../../../components/card-actions';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { runAction } from '../../../lib/run-action';
import { useDeleteWish } from '../api/delete-wish';
import { OFFER_UNAVAILABLE } from '../lib/offer-availability';

const actionClass = 'px-3 py-2 text-sm';

/** Make An Offer (a verified listing only, else disabled and explained) and Delete after 'Are you sure?'. */
export function WishActions({ item }: { item: WishlistItem }) {
  const deleteWish = useDeleteWish();
  const status = item.propertyVerificationStatus;
  const title = item.propertyTitle;

  // mutateAsync, not mutate's callbacks: the card is gone once the list refreshes after the delete.
  function remove() {
    void runAction(() => deleteWish.mutateAsync(item._id), MESSAGES.wishDeleted);
  }

  return (
    <CardActions
      action={{
        to: `/dashboard/makeAnOffer/${item._id}`,
        text: 'Make An Offer',
        label: `Make An Offer on ${title}`,
        className: `btn-primary ${actionClass}`,
        unavailable: status === 'verified' ? undefined : OFFER_UNAVAILABLE[status],
      }}
    >
      <ConfirmDeleteButton
        label={`Delete ${title}`}
        description={`You Want to Delete ${title} From Your Wishlist!`}
        isPending={deleteWish.isPending}
        onConfirm={remove}
        className={actionClass}
      />
    </CardActions>
  );
}
