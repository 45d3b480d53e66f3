import { MESSAGES, type Property } from '@nestlane/shared';
import { CardActions } from '../../../components/card-actions';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { runAction } from '../../../lib/run-action';
import { useDeleteProperty } from '../api/delete-property';

type Status = Property['propertyVerificationStatus'];

/** Why Update is off: only a verified listing can be changed (spec §2 screen 5, §6). */
const UPDATE_UNAVAILABLE: Record<Exclude<Status, 'verified'>, string> = {
  pending: 'You can update this property once an admin verifies it.',
  rejected: 'An admin rejected this property, so it cannot be updated.',
};

const actionClass = 'py-2 text-sm';

/** Update (verified listings only) and Delete (after 'Are you sure?') under one of the agent's cards. */
export function ListingActions({ property }: { property: Property }) {
  const deleteProperty = useDeleteProperty();
  const status = property.propertyVerificationStatus;
  const title = property.propertyTitle;

  // mutateAsync, not mutate's callbacks: the card is gone once the list refreshes after the delete.
  function remove() {
    void runAction(() => deleteProperty.mutateAsync(property._id), MESSAGES.propertyDeleted);
  }

  return (
    <CardActions
      action={{
        to: `/dashboard/updateProperty/${property._id}`,
        text: 'Update',
        label: `Update ${title}`,
        className: `btn-outline ${actionClass}`,
        unavailable: status === 'verified' ? undefined : UPDATE_UNAVAILABLE[status],
      }}
    >
      <ConfirmDeleteButton
        label={`Delete ${title}`}
        description={`You Want to Delete ${title}! This cannot be undone.`}
        isPending={deleteProperty.isPending}
        onConfirm={remove}
        className={`px-5 ${actionClass}`}
      />
    </CardActions>
  );
}
