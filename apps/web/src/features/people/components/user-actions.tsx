import {
  type ManagedUser,
  MESSAGES,
  type PromotionRole,
  roleChangedMessage,
  userDeletedMessage,
} from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { runAction } from '../../../lib/run-action';
import { toast } from '../../../lib/toast';
import { useKeepFocus } from '../../../lib/use-keep-focus';
import { useChangeRole } from '../api/change-role';
import { useDeleteUser } from '../api/delete-user';
import { useMakeFraud } from '../api/make-fraud';

const actionClass =
  'rounded-md px-3 py-1.5 text-sm font-semibold text-white transition disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Spec §4/§5 rules per row: no promotion for a fraud user (a 'Fraud' label instead) nor for yourself,
 * Make Admin unless admin, Make Agent unless agent, Mark Fraud only for agents, Delete for everyone —
 * offered on your own row too, so the admin reads why it cannot be done.
 */
export function UserActions({ person, isSelf }: { person: ManagedUser; isSelf: boolean }) {
  const changeRole = useChangeRole();
  const makeFraud = useMakeFraud();
  const deleteUser = useDeleteUser();
  const isBusy = changeRole.isPending || makeFraud.isPending || deleteUser.isPending;
  const isFraud = person.role === 'fraud';
  // A promotion or a fraud mark replaces the pressed button: focus stays in the row.
  const { containerRef, holdFocus } = useKeepFocus<HTMLDivElement>();
  // Every row has the same buttons: each is named by its person too ('Make Admin: Tanvir Ahmed').
  const nameFor = (action: string) => `${action}: ${person.name}`;

  function promote(role: PromotionRole) {
    holdFocus();
    void runAction(
      () => changeRole.mutateAsync({ id: person._id, role }),
      roleChangedMessage(person.name, role),
    );
  }

  function markFraud() {
    holdFocus();
    void runAction(
      () => makeFraud.mutateAsync({ id: person._id, email: person.email }),
      MESSAGES.userModified,
    );
  }

  function remove() {
    // The server refuses it too; saying so here spares a call that cannot succeed.
    if (isSelf) {
      toast.error(MESSAGES.cannotDeleteSelf);
      return;
    }
    void runAction(() => deleteUser.mutateAsync(person._id), userDeletedMessage(person.name));
  }

  return (
    <div ref={containerRef} tabIndex={-1} className="flex flex-wrap items-center gap-2">
      {isFraud && (
        <span className="rounded-md bg-red-100 px-3 py-1.5 text-sm font-bold text-red-800">Fraud</span>
      )}
      {!isFraud && !isSelf && person.role !== 'admin' && (
        <ConfirmDialog
          description={`You Want to Make ${person.name} Admin!`}
          confirmLabel="Yes, Make Admin!"
          onConfirm={() => promote('admin')}
          trigger={
            <button
              type="button"
              aria-label={nameFor('Make Admin')}
              disabled={isBusy}
              className={`${actionClass} bg-emerald-700 hover:bg-emerald-800`}
            >
              Make Admin
            </button>
          }
        />
      )}
      {!isFraud && !isSelf && person.role !== 'agent' && (
        <ConfirmDialog
          description={`You Want to Make ${person.name} Agent!`}
          confirmLabel="Yes, Make Agent!"
          onConfirm={() => promote('agent')}
          trigger={
            <button
              type="button"
              aria-label={nameFor('Make Agent')}
              disabled={isBusy}
              className={`${actionClass} bg-sky-700 hover:bg-sky-800`}
            >
              Make Agent
            </button>
          }
        />
      )}
      {person.role === 'agent' && (
        <ConfirmDialog
          description={`You Want to Mark ${person.name} As Fraud! Their listings leave every public page.`}
          confirmLabel="Yes, Mark Fraud!"
          onConfirm={markFraud}
          trigger={
            <button
              type="button"
              aria-label={nameFor('Mark Fraud')}
              disabled={isBusy}
              className={`${actionClass} bg-amber-800 hover:bg-amber-900`}
            >
              Mark Fraud
            </button>
          }
        />
      )}
      <ConfirmDialog
        description={`You Want to Delete ${person.name}! This cannot be undone.`}
        confirmLabel="Yes, Delete!"
        onConfirm={remove}
        trigger={
          <button
            type="button"
            aria-label={nameFor('Delete')}
            disabled={isBusy}
            className={`${actionClass} bg-red-700 hover:bg-red-800`}
          >
            Delete
          </button>
        }
      />
    </div>
  );
}
