import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '../../features/auth';
import { commonMessages, useT } from '../../i18n';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

// The avatar menu (Radix dropdown) is only for signed-in people: visitors never download it.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/notifications/components/notification-bell')).NotificationBell,
}));

const NAV_LINKS = [
  { to: '/', label: 'common.nav.home', end: true },
  { to: '/allProperties', label: 'common.nav.allProperties', end: false },
  { to: '/dashboard/myProfile', label: 'common.nav.dashboard', end: false },
] as const;

const SCROLLED_AFTER_PX = 10;

function useIsScrolled(): boolean {
  const [isScrolled, setIsScrolled] = useState(false);
  useEffect(() => {
    const update = () => setIsScrolled(window.scrollY > SCROLLED_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return isScrolled;
}

/** Top bar: transparent at the top, white with a shadow once scrolled; white links over the home hero. */
export function Navbar() {
  const { pathname } = useLocation();
  const isScrolled = useIsScrolled();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const isSolid = isScrolled || isMenuOpen;
  const isOverHero = pathname === '/' && !isSolid;
  const { user, loading } = useAuth();
  const t = useT(commonMessages);
  // While the session is read the button keeps its place but stays invisible: no flash of 'Sign In'.
  const signInVisibility = loading ? 'invisible' : '';

  // A navigation closes the mobile menu (state adjusted during render, no effect needed).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setIsMenuOpen(false);
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    [
      'rounded-md px-3 py-2 text-[15px] font-semibold transition',
      isOverHero
        ? isActive
          ? 'text-white underline decoration-brand decoration-2 underline-offset-8'
          : 'text-white/90 hover:text-white'
        : isActive
          ? 'text-brand-text'
          : 'text-slate-700 hover:text-brand-text',
    ].join(' ');

  return (
    <header
      className={`fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${
        isSolid ? 'bg-white shadow-md' : 'bg-transparent'
      } ${isOverHero ? 'on-dark' : ''}`}
    >
      <nav
        aria-label={t('common.nav.main')}
        className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8"
      >
        <Brand className={isOverHero ? 'text-white' : 'text-ink'} />

        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {user ? (
            <Suspense fallback={<span className="size-10" />}>
              <NotificationBell isOverHero={isOverHero} />
              <UserMenu />
            </Suspense>
          ) : (
            <Link to="/signIn" className={`btn-primary hidden px-5 py-2 md:inline-flex ${signInVisibility}`}>
              {t('common.nav.signIn')}
            </Link>
          )}
          <LanguageSwitch
            className={isOverHero ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-slate-100'}
          />
          <button
            type="button"
            className={`rounded-md p-2 md:hidden ${isOverHero ? 'text-white' : 'text-ink'}`}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            {isMenuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </nav>

      <div id={menuId} hidden={!isMenuOpen} className="border-t border-slate-100 bg-white md:hidden">
        <ul className="flex flex-col gap-1 px-4 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={(state) => `${linkClass(state)} block py-3 text-base`}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {!user && (
            <li className={`pt-2 ${signInVisibility}`}>
              <Link to="/signIn" className="btn-primary w-full">
                {t('common.nav.signIn')}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </header>
  );
}
