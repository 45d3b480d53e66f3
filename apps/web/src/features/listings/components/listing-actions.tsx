import { MESSAGES, type Property } from '@nestlane/shared';
import { useId } from 'react';
import { Link } from 'react-router';
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
  const noteId = useId();
  const status = property.propertyVerificationStatus;
  const title = property.propertyTitle;

  // mutateAsync, not mutate's callbacks: the card is gone once the list refreshes after the delete.
  function remove() {
    void runAction(() => deleteProperty.mutateAsync(property._id), MESSAGES.propertyDeleted);
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        {status === 'verified' ? (
          <Link
            to={`/dashboard/updateProperty/${property._id}`}
            aria-label={`Update ${title}`}
            className={`btn-outline ${actionClass}`}
          >
            Update
          </Link>
        ) : (
          <button
            type="button"
            disabled
            aria-label={`Update ${title}`}
            aria-describedby={noteId}
            className={`btn-outline ${actionClass}`}
          >
            Update
          </button>
        )}
        <ConfirmDeleteButton
          label={`Delete ${title}`}
          description={`You Want to Delete ${title}! This cannot be undone.`}
          isPending={deleteProperty.isPending}
          onConfirm={remove}
          className={`px-5 ${actionClass}`}
        />
      </div>
      {status !== 'verified' && (
        <p id={noteId} className="text-sm text-slate-700">
          {UPDATE_UNAVAILABLE[status]}
        </p>
      )}
    </div>
  );
}
