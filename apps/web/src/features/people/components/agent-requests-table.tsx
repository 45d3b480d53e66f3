import type { PendingAgentRequest } from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { cellClass, DataTable } from '../../../components/data-table';
import { EmailAddress } from '../../../components/email-address';
import { UserAvatar } from '../../../components/user-avatar';
import { useT, valueLabel } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useChangeRole } from '../api/change-role';
import { translateRoleChanged } from '../lib/role-changed-message';
import { peopleMessages } from '../messages';

/** Screen 16: who asked to become an agent; the requested role is always AGENT. */
export function AgentRequestsTable({ requests }: { requests: PendingAgentRequest[] }) {
  const t = useT(peopleMessages);
  return (
    <DataTable
      caption={t('people.agentRequest.caption')}
      columns={[
        t('people.column.name'),
        t('people.column.email'),
        t('people.column.role'),
        t('people.column.requestedRole'),
        t('people.column.action'),
      ]}
    >
      {requests.map((request) => (
        <tr key={request._id}>
          <th scope="row" className={`${cellClass} font-semibold text-ink`}>
            <span className="flex items-center gap-3">
              <UserAvatar name={request.name} photo={request.photo} size={36} />
              {request.name}
            </span>
          </th>
          <td className={`${cellClass} text-slate-700`}>
            <EmailAddress email={request.email} />
          </td>
          <td className={`${cellClass} capitalize text-slate-700`}>{valueLabel('role', request.role)}</td>
          <td className={`${cellClass} font-bold text-slate-700`}>
            {t('people.agentRequest.requestedRole')}
          </td>
          <td className={cellClass}>
            <MakeAgentButton request={request} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function MakeAgentButton({ request }: { request: PendingAgentRequest }) {
  const changeRole = useChangeRole();
  const t = useT(peopleMessages);

  function makeAgent() {
    void runAction(
      () => changeRole.mutateAsync({ id: request._id, role: 'agent' }),
      translateRoleChanged(request.name, 'agent'),
    );
  }

  return (
    <ConfirmDialog
      description={t('people.agentRequest.description')}
      confirmLabel={t('people.makeAgent.confirm')}
      onConfirm={makeAgent}
      trigger={
        // Every row has this button: it is named by its person too.
        <button
          type="button"
          aria-label={t('people.makeAgent.label', { name: request.name })}
          disabled={changeRole.isPending}
          className="btn-primary px-3 py-1.5 text-sm"
        >
          {t('people.makeAgent')}
        </button>
      }
    />
  );
}
