import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CompareTraySlot } from '../../components/compare-tray-slot';
import { LoadingSpinner } from '../../components/loading-spinner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { SkipLink } from './skip-link';

/** Navigation bar, routed content and footer (spec §2 shared layout). */
export function MainLayout() {
  const { pathname } = useLocation();
  // The home hero runs under the transparent bar; every other page starts below it.
  const isHome = pathname === '/';
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Navbar />
      <main id="main-content" tabIndex={-1} className={`flex-1 focus:outline-none ${isHome ? '' : 'pt-18'}`}>
        <Suspense fallback={<LoadingSpinner className="min-h-[60vh]" />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Below the fold on every page: its own Suspense boundary, which React hydrates after the page. */}
      <Suspense>
        <Footer />
      </Suspense>
      <CompareTraySlot />
      <ScrollRestoration />
    </div>
  );
}
