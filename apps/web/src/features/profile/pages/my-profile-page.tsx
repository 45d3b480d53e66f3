import { MESSAGES, type Role } from '@nestlane/shared';
import { UserAvatar } from '../../../components/user-avatar';
import { localizeMessage, useT, valueLabel } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { EmailPreferences } from '../../notifications';
import { AgentRequestForm } from '../components/agent-request-form';
import { ContactDetailsForm } from '../components/contact-details-form';
import { profileMessages } from '../messages';

const PROFILE_TITLES = {
  admin: 'profile.title.admin',
  agent: 'profile.title.agent',
  user: 'profile.title.user',
} as const satisfies Partial<Record<Role, string>>;

function findTitleId(role: Role | undefined) {
  return role && role !== 'fraud' ? PROFILE_TITLES[role] : PROFILE_TITLES.user;
}

/**
 * Dashboard screen 1: photo, name, email. A user applies to become an agent (or reads that their request
 * is pending); other roles read 'You are a : {role}'. Below: how buyers reach the person (phone, WhatsApp)
 * and which notifications also come by email.
 */
export function MyProfilePage() {
  const { user, profile, role } = useCurrentUser();
  const t = useT(profileMessages);
  const title = t(findTitleId(role));
  usePageTitle(title);
  const name = profile?.name ?? user?.name ?? '';
  return (
    <section className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-8">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{title}</h1>
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <UserAvatar name={name} photo={profile?.photo || user?.image} size={112} alt={name} />
        <div className="min-w-0">
          <p className="text-2xl font-bold text-ink">{name}</p>
          <p className="break-all text-slate-600">{profile?.email ?? user?.email}</p>
          {role && role !== 'user' && (
            <p className="mt-2 font-semibold text-brand-text">
              {t('profile.youAre', { role: valueLabel('role', role) })}
            </p>
          )}
        </div>
      </div>
      {role === 'user' && profile?.agentReq && (
        <p role="status" className="mt-8 rounded-lg bg-amber-50 p-4 font-semibold text-amber-900">
          {localizeMessage(MESSAGES.agentRequestPending)}
        </p>
      )}
      {role === 'user' && profile && !profile.agentReq && <AgentRequestForm userId={profile._id} />}
      {profile && <ContactDetailsForm email={profile.email} />}
      {profile && (
        <div className="mt-8">
          <EmailPreferences />
        </div>
      )}
    </section>
  );
}
