import { type PendingAgentRequest, roleChangedMessage } from '@nestlane/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { cellClass, DataTable } from '../../../components/data-table';
import { EmailAddress } from '../../../components/email-address';
import { UserAvatar } from '../../../components/user-avatar';
import { runAction } from '../../../lib/run-action';
import { useChangeRole } from '../api/change-role';

/** Screen 16: who asked to become an agent; the requested role is always AGENT. */
export function AgentRequestsTable({ requests }: { requests: PendingAgentRequest[] }) {
  return (
    <DataTable caption="Agent requests" columns={['Name', 'Email', 'Role', 'Requested Role', 'Action']}>
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
          <td className={`${cellClass} capitalize text-slate-700`}>{request.role}</td>
          <td className={`${cellClass} font-bold text-slate-700`}>AGENT</td>
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

  function makeAgent() {
    void runAction(
      () => changeRole.mutateAsync({ id: request._id, role: 'agent' }),
      roleChangedMessage(request.name, 'agent'),
    );
  }

  return (
    <ConfirmDialog
      description="You Want to Make The User Agent!"
      confirmLabel="Yes, Make Agent!"
      onConfirm={makeAgent}
      trigger={
        // Every row has this button: it is named by its person too.
        <button
          type="button"
          aria-label={`Make Agent: ${request.name}`}
          disabled={changeRole.isPending}
          className="btn-primary px-3 py-1.5 text-sm"
        >
          Make Agent
        </button>
      }
    />
  );
}
