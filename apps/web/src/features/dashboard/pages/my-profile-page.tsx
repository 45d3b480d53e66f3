import type { Role } from '@nestlane/shared';
import { UserAvatar } from '../../../components/user-avatar';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';

const PROFILE_TITLES: Partial<Record<Role, string>> = {
  admin: 'Admin Profile',
  agent: 'Agent Profile',
  user: 'My Profile',
};

/** Dashboard screen 1: photo, name, email; other roles than user read 'You are a : {role}'. */
export function MyProfilePage() {
  const { user, profile, role } = useCurrentUser();
  const title = (role && PROFILE_TITLES[role]) ?? 'My Profile';
  usePageTitle(title);
  const name = profile?.name ?? user?.name ?? '';
  return (
    <section className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{title}</h1>
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <UserAvatar name={name} photo={profile?.photo || user?.image} size={112} alt={name} />
        <div>
          <p className="text-2xl font-bold text-ink">{name}</p>
          <p className="text-slate-600">{profile?.email ?? user?.email}</p>
          {role && role !== 'user' && (
            <p className="mt-2 font-semibold text-brand-text">You are a : {role}</p>
          )}
        </div>
      </div>
      {role === 'user' && (
        <p className="mt-8 rounded-lg bg-slate-50 p-4 text-slate-700">
          The agent application arrives with the next release.
        </p>
      )}
    </section>
  );
}
