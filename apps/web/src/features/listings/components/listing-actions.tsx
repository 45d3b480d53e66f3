import { MESSAGES, type Property } from '@nestlane/shared';
import { CardActions } from '../../../components/card-actions';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useDeleteProperty } from '../api/delete-property';
import { listingsMessages } from '../messages';

type Status = Property['propertyVerificationStatus'];

/** Why Update is off: only a verified listing can be changed (spec §2 screen 5, §6). */
const UPDATE_UNAVAILABLE = {
  pending: 'listings.card.pendingNote',
  rejected: 'listings.card.rejectedNote',
} as const satisfies Record<Exclude<Status, 'verified'>, string>;

const actionClass = 'py-2 text-sm';

/** Update (verified listings only) and Delete (after 'Are you sure?') under one of the agent's cards. */
export function ListingActions({ property }: { property: Property }) {
  const deleteProperty = useDeleteProperty();
  const t = useT(listingsMessages);
  const status = property.propertyVerificationStatus;
  const title = property.propertyTitle;

  // mutateAsync, not mutate's callbacks: the card is gone once the list refreshes after the delete.
  function remove() {
    void runAction(() => deleteProperty.mutateAsync(property._id), localizeMessage(MESSAGES.propertyDeleted));
  }

  return (
    <CardActions
      action={{
        to: `/dashboard/updateProperty/${property._id}`,
        text: t('listings.card.update'),
        label: t('listings.card.updateLabel', { title }),
        className: `btn-outline ${actionClass}`,
        unavailable: status === 'verified' ? undefined : t(UPDATE_UNAVAILABLE[status]),
      }}
    >
      <ConfirmDeleteButton
        label={t('listings.card.deleteLabel', { title })}
        description={t('listings.card.deleteDescription', { title })}
        isPending={deleteProperty.isPending}
        onConfirm={remove}
        className={`px-5 ${actionClass}`}
      />
    </CardActions>
  );
}
