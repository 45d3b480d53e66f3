import type { Role } from '@nestlane/shared';
import { NavLink } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { commonMessages, useT } from '../../../i18n';
import { findDashboardLinks } from './dashboard-links';
import { dashboardMessages } from './messages';

type DashboardNavProps = {
  name: string;
  photo: string | null | undefined;
  role: Role | undefined;
  onSignOut: () => void;
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-lg px-3 py-2.5 font-semibold transition ${
    isActive ? 'bg-brand-soft text-brand-text' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
  }`;

/** The dashboard's side content: who is signed in, a greeting, the role's links, Home and Sign Out. */
export function DashboardNav({ name, photo, role, onSignOut }: DashboardNavProps) {
  const t = useT(commonMessages);
  const td = useT(dashboardMessages);
  return (
    <div className="flex flex-1 flex-col gap-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <UserAvatar name={name} photo={photo} size={80} />
        <p className="text-sm font-semibold text-brand-text">{td('dashboard.welcomeBack')}</p>
        <p className="text-lg font-bold text-ink">{td('dashboard.hello', { name })}</p>
      </div>
      <nav aria-label={t('common.nav.dashboard')} className="flex flex-1 flex-col gap-1">
        <ul className="flex flex-col gap-1">
          {findDashboardLinks(role).map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={linkClass}>
                {td(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-4">
          <li>
            <NavLink to="/" end className={linkClass}>
              {t('common.nav.home')}
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              onClick={onSignOut}
              className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 font-semibold text-slate-700 transition hover:bg-slate-100 hover:text-ink"
            >
              {t('common.signOut')}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
