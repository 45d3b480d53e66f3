import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewings } from '../api/get-viewings';
import { ViewingCard } from '../components/viewing-card';

/**
 * Viewings (issue 12): the visits the signed-in person asked for, and those asked of their listings,
 * newest first, each with its status and what that side may do: the agent confirms a time or declines;
 * either side cancels with a reason.
 */
export function ViewingsPage() {
  usePageTitle('Viewings');
  const { data: viewings, isPending, error, refetch } = useViewings();
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Viewings</h1>
      {isPending && <LoadingSpinner label="Loading viewings" className="h-40" />}
      {error && <LoadError what="your viewings" error={error} onRetry={() => refetch()} />}
      {viewings?.length === 0 && (
        <EmptyState text="No viewings yet. Ask to visit from a listing's page; requests for yours appear here too." />
      )}
      {viewings && viewings.length > 0 && (
        <ul aria-label="Viewings" className="space-y-4">
          {viewings.map((viewing) => (
            <li key={viewing._id}>
              <ViewingCard viewing={viewing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
