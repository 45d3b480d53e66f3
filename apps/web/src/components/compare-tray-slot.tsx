import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useComparedListings } from '../lib/compare-list';

// Its own chunk: most visits never choose a listing to compare.
const CompareTray = lazy(() => import('./compare-tray').then((module) => ({ default: module.CompareTray })));

/** The compare tray, loaded once something is chosen, and left off the comparison's own page. */
export function CompareTraySlot() {
  const compared = useComparedListings();
  const { pathname } = useLocation();
  if (compared.length === 0 || pathname === '/compare') return null;
  return (
    <Suspense fallback={null}>
      <CompareTray />
    </Suspense>
  );
}
