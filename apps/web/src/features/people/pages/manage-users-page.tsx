import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useAllUsers } from '../api/get-all-users';
import { UsersTable } from '../components/users-table';
import { peopleMessages } from '../messages';

/** Dashboard screen 9 (admin): every user with the actions their role allows. */
export function ManageUsersPage() {
  const t = useT(peopleMessages);
  usePageTitle(t('people.manageUsers.title'));
  const { profile, user } = useCurrentUser();
  const users = useAllUsers();
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('people.manageUsers.title')}</h1>
      {users.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {users.isError && (
        <LoadError
          what={t('people.manageUsers.loadWhat')}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      )}
      {users.isSuccess && <UsersTable people={users.data} currentUserId={profile?._id ?? user?.id} />}
    </section>
  );
}
