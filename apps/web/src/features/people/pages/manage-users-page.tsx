import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useAllUsers } from '../api/get-all-users';
import { UsersTable } from '../components/users-table';

/** Dashboard screen 9 (admin): every user with the actions their role allows. */
export function ManageUsersPage() {
  usePageTitle('Manage Users');
  const { profile, user } = useCurrentUser();
  const users = useAllUsers();
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Manage Users</h1>
      {users.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {users.isError && (
        <LoadError what="the users" error={users.error} onRetry={() => void users.refetch()} />
      )}
      {users.isSuccess && <UsersTable people={users.data} currentUserId={profile?._id ?? user?.id} />}
    </section>
  );
}
