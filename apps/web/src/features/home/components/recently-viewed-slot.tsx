import { lazy } from 'react';
import { DeferredSection } from '../../../components/deferred-section';
import { useLocalViewedIds } from '../../../lib/recently-viewed-list';
import { useAuth } from '../../auth';

// Its own chunk, fetched as the reader nears it, and only when there may be something to show.
const RecentlyViewedSection = lazy(() =>
  import('./recently-viewed-section').then((module) => ({ default: module.RecentlyViewedSection })),
);

/**
 * Where 'Recently viewed' goes on the home page: nothing on the server or before the reader is known
 * (so the rendered page and its hydration agree), then the section for a signed-in person, or for a
 * visitor whose browser remembers a listing.
 */
export function RecentlyViewedSlot() {
  const { loading, user } = useAuth();
  const localIds = useLocalViewedIds();
  if (loading) return null;
  if (!user && localIds.length === 0) return null;
  return (
    <DeferredSection minHeight={0}>
      <RecentlyViewedSection viewer={user ? { userId: user.id } : { localIds }} />
    </DeferredSection>
  );
}
