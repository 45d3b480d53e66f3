import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSavedSearches } from '../api/saved-searches';
import { SavedSearchCard } from '../components/saved-search-card';

/**
 * Saved Searches (issue 15, decision 037): the signed-in person's searches kept from the search page,
 * newest first; each opens the search page with its filters, and has its alert (instant, a daily
 * digest, or off), a new name, or goes.
 */
export function SavedSearchesPage() {
  usePageTitle('Saved Searches');
  const { data: savedSearches, isPending, error, refetch } = useSavedSearches();
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Saved Searches</h1>
      {isPending && <LoadingSpinner label="Loading saved searches" className="h-40" />}
      {error && <LoadError what="your saved searches" error={error} onRetry={() => refetch()} />}
      {savedSearches?.length === 0 && (
        <EmptyState text="No saved searches yet. Search for a home, then press Save search to keep it and hear about new matches." />
      )}
      {savedSearches && savedSearches.length > 0 && (
        <ul aria-label="Saved searches" className="space-y-4">
          {savedSearches.map((savedSearch) => (
            <li key={savedSearch._id}>
              <SavedSearchCard savedSearch={savedSearch} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
