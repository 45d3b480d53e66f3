import { type ManagedUser, MESSAGES, type PromotionRole } from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { toast } from '../../../lib/toast';
import { useKeepFocus } from '../../../lib/use-keep-focus';
import { useChangeRole } from '../api/change-role';
import { useDeleteUser } from '../api/delete-user';
import { useMakeFraud } from '../api/make-fraud';
import { translateRoleChanged } from '../lib/role-changed-message';
import { peopleMessages } from '../messages';

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
  const t = useT(peopleMessages);
  // Every row has the same buttons: each is named by its person too ('Make Admin: Tanvir Ahmed').
  const name = person.name;

  function promote(role: PromotionRole) {
    holdFocus();
    void runAction(() => changeRole.mutateAsync({ id: person._id, role }), translateRoleChanged(name, role));
  }

  function markFraud() {
    holdFocus();
    void runAction(
      () => makeFraud.mutateAsync({ id: person._id, email: person.email }),
      localizeMessage(MESSAGES.userModified),
    );
  }

  function remove() {
    // The server refuses it too; saying so here spares a call that cannot succeed.
    if (isSelf) {
      toast.error(localizeMessage(MESSAGES.cannotDeleteSelf));
      return;
    }
    void runAction(() => deleteUser.mutateAsync(person._id), t('people.userDeleted', { name }));
  }

  return (
    <div ref={containerRef} tabIndex={-1} className="flex flex-wrap items-center gap-2">
      {isFraud && (
        <span className="rounded-md bg-red-100 px-3 py-1.5 text-sm font-bold text-red-800">
          {t('people.fraud')}
        </span>
      )}
      {!isFraud && !isSelf && person.role !== 'admin' && (
        <ConfirmDialog
          description={t('people.makeAdmin.description', { name })}
          confirmLabel={t('people.makeAdmin.confirm')}
          onConfirm={() => promote('admin')}
          trigger={
            <button
              type="button"
              aria-label={t('people.makeAdmin.label', { name })}
              disabled={isBusy}
              className={`${actionClass} bg-emerald-700 hover:bg-emerald-800`}
            >
              {t('people.makeAdmin')}
            </button>
          }
        />
      )}
      {!isFraud && !isSelf && person.role !== 'agent' && (
        <ConfirmDialog
          description={t('people.makeAgent.description', { name })}
          confirmLabel={t('people.makeAgent.confirm')}
          onConfirm={() => promote('agent')}
          trigger={
            <button
              type="button"
              aria-label={t('people.makeAgent.label', { name })}
              disabled={isBusy}
              className={`${actionClass} bg-sky-700 hover:bg-sky-800`}
            >
              {t('people.makeAgent')}
            </button>
          }
        />
      )}
      {person.role === 'agent' && (
        <ConfirmDialog
          description={t('people.markFraud.description', { name })}
          confirmLabel={t('people.markFraud.confirm')}
          onConfirm={markFraud}
          trigger={
            <button
              type="button"
              aria-label={t('people.markFraud.label', { name })}
              disabled={isBusy}
              className={`${actionClass} bg-amber-800 hover:bg-amber-900`}
            >
              {t('people.markFraud')}
            </button>
          }
        />
      )}
      <ConfirmDialog
        description={t('people.delete.description', { name })}
        confirmLabel={t('people.delete.confirm')}
        onConfirm={remove}
        trigger={
          <button
            type="button"
            aria-label={t('people.delete.label', { name })}
            disabled={isBusy}
            className={`${actionClass} bg-red-700 hover:bg-red-800`}
          >
            {t('people.delete')}
          </button>
        }
      />
    </div>
  );
}
