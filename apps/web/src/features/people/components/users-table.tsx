import type { ManagedUser } from '@nestlane/shared';
import { cellClass, DataTable } from '../../../components/data-table';
import { EmailAddress } from '../../../components/email-address';
import { UserAvatar } from '../../../components/user-avatar';
import { useT, valueLabel } from '../../../i18n';
import { peopleMessages } from '../messages';
import { UserActions } from './user-actions';

/** Screen 9: name, email, role and the actions each person allows. */
export function UsersTable({
  people,
  currentUserId,
}: {
  people: ManagedUser[];
  currentUserId: string | undefined;
}) {
  const t = useT(peopleMessages);
  return (
    <DataTable
      caption={t('people.manageUsers.caption')}
      columns={[
        t('people.column.name'),
        t('people.column.email'),
        t('people.column.role'),
        t('people.column.actions'),
      ]}
    >
      {people.map((person) => (
        <tr key={person._id}>
          <th scope="row" className={`${cellClass} font-semibold text-ink`}>
            <span className="flex items-center gap-3">
              <UserAvatar name={person.name} photo={person.photo} size={36} />
              {person.name}
            </span>
          </th>
          <td className={`${cellClass} text-slate-700`}>
            <EmailAddress email={person.email} />
          </td>
          <td className={`${cellClass} capitalize text-slate-700`}>{valueLabel('role', person.role)}</td>
          <td className={cellClass}>
            <UserActions person={person} isSelf={person._id === currentUserId} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
