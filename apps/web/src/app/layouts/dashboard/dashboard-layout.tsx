import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, Suspense, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import * as Dialog from '../../../components/modal-dialog';
import { useCurrentUser } from '../../../features/auth';
import { commonMessages, useT } from '../../../i18n';
import { Brand } from '../brand';
import { LanguageSwitch } from '../language-switch';
import { SkipLink } from '../skip-link';
import { DashboardNav } from './dashboard-nav';
import { dashboardMessages } from './messages';

const NotificationBell = lazy(async () => ({
  default: (await import('../../../features/notifications/components/notification-bell')).NotificationBell,
}));

/**
 * Spec §2 dashboard layout: a sidebar on large screens, a drawer on small ones, pages in the content. The
 * bar above the content holds the notification bell at every size (issue 12), and on small screens the
 * brand and the drawer's button too. Printed (a receipt), only the page is: no sidebar, no bar.
 */
export function DashboardLayout() {
  const { user, profile, role, signOut } = useCurrentUser();
  const navigate = useNavigate();
  const t = useT(commonMessages);
  const td = useT(dashboardMessages);
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const pathWhenDrawerOpened = useRef(pathname);

  // A navigation closes the drawer (state adjusted during render, no effect needed).
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setIsDrawerOpen(false);
  }

  const name = profile?.name ?? user?.name ?? '';
  const photo = profile?.photo || user?.image;

  // Home first, then sign out: signed out on a dashboard page, its guard would send the person to /signIn,
  // and whether that or the move home came last would depend on when the renderer runs effects.
  async function signOutAndGoHome() {
    setIsDrawerOpen(false);
    await navigate('/');
    await signOut();
  }

  const nav = (
    <DashboardNav name={name} photo={photo} role={role} onSignOut={() => void signOutAndGoHome()} />
  );

  return (
    <div className="min-h-screen bg-slate-50 lg:flex print:bg-white">
      <SkipLink />
      <aside className="hidden print:hidden w-72 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white p-6 lg:sticky lg:top-0 lg:flex lg:h-screen">
        <div className="mb-8">
          <Brand />
        </div>
        {nav}
      </aside>

      <Dialog.Root
        open={isDrawerOpen}
        onOpenChange={(isOpen) => {
          if (isOpen) pathWhenDrawerOpened.current = pathname;
          setIsDrawerOpen(isOpen);
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[80] bg-black/40 lg:hidden" />
          <Dialog.Content
            // Closed by a move to another page: focus belongs to that page's heading, not to the menu button.
            onCloseAutoFocus={(event) => {
              if (pathname !== pathWhenDrawerOpened.current) event.preventDefault();
            }}
            className="fixed inset-y-0 left-0 z-[90] flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-6 shadow-xl lg:hidden"
          >
            <div className="mb-6 flex items-center justify-between">
              <Dialog.Title className="text-xl font-extrabold text-ink">
                {t('common.nav.dashboard')}
              </Dialog.Title>
              <Dialog.Close className="rounded-md p-2 text-ink" aria-label={td('dashboard.closeMenu')}>
                <X aria-hidden="true" className="size-6" />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">{td('dashboard.menuDescription')}</Dialog.Description>
            {nav}
          </Dialog.Content>
        </Dialog.Portal>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex print:hidden items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-3 lg:justify-end lg:border-0 lg:bg-transparent lg:px-8 lg:pt-4 lg:pb-0">
            <span className="lg:hidden">
              <Brand isCompact />
            </span>
            <div className="flex items-center gap-1">
              <LanguageSwitch className="text-ink hover:bg-slate-100" />
              <Suspense fallback={<span className="size-10" />}>
                <NotificationBell />
              </Suspense>
              <Dialog.Trigger
                className="rounded-md p-2 text-ink lg:hidden"
                aria-label={td('dashboard.openMenu')}
              >
                <Menu aria-hidden="true" className="size-6" />
              </Dialog.Trigger>
            </div>
          </header>
          <main
            id="main-content"
            tabIndex={-1}
            className="min-w-0 flex-1 p-4 focus:outline-none sm:p-8 print:p-0"
          >
            <Suspense fallback={<LoadingSpinner className="min-h-[60vh]" />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </Dialog.Root>

      <ScrollRestoration />
    </div>
  );
}
