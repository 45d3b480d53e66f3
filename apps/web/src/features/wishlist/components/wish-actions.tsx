import { MESSAGES, type WishlistItem } from '@nestlane/shared';
import { CardActions } from '../../../components/card-actions';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useDeleteWish } from '../api/delete-wish';
import { findOfferUnavailable } from '../lib/offer-availability';
import { wishlistMessages } from '../messages';

const actionClass = 'px-3 py-2 text-sm';

/**
 * Make An Offer (a verified listing only, else disabled and explained; none at all for a sold or rented
 * one, decision 048) and Delete after 'Are you sure?'.
 */
export function WishActions({ item }: { item: WishlistItem }) {
  const deleteWish = useDeleteWish();
  const t = useT(wishlistMessages);
  const title = item.propertyTitle;
  const unavailable = findOfferUnavailable(item);

  // mutateAsync, not mutate's callbacks: the card is gone once the list refreshes after the delete.
  function remove() {
    void runAction(() => deleteWish.mutateAsync(item._id), localizeMessage(MESSAGES.wishDeleted));
  }

  const deleteButton = (
    <ConfirmDeleteButton
      label={t('wishlist.delete', { title })}
      description={t('wishlist.confirmDelete', { title })}
      isPending={deleteWish.isPending}
      onConfirm={remove}
      className={actionClass}
    />
  );
  if (item.marketState !== 'available' && unavailable) {
    return (
      <div className="flex flex-col gap-2">
        <div className="grid grid-cols-2 gap-2">{deleteButton}</div>
        <p className="text-sm text-slate-700">{t(unavailable)}</p>
      </div>
    );
  }
  return (
    <CardActions
      action={{
        to: `/dashboard/makeAnOffer/${item._id}`,
        text: t('wishlist.makeOffer'),
        label: t('wishlist.makeOfferOn', { title }),
        className: `btn-primary ${actionClass}`,
        unavailable: unavailable === undefined ? undefined : t(unavailable),
      }}
    >
      {deleteButton}
    </CardActions>
  );
}
