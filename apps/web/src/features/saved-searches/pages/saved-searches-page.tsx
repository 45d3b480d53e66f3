import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSavedSearches } from '../api/saved-searches';
import { SavedSearchCard } from '../components/saved-search-card';
import { savedSearchesMessages } from '../messages';

/**
 * Saved Searches (issue 15, decision 037): the signed-in person's searches kept from the search page,
 * newest first; each opens the search page with its filters, and has its alert (instant, a daily
 * digest, or off), a new name, or goes.
 */
export function SavedSearchesPage() {
  const t = useT(savedSearchesMessages);
  usePageTitle(t('savedSearches.title'));
  const { data: savedSearches, isPending, error, refetch } = useSavedSearches();
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('savedSearches.title')}</h1>
      {isPending && <LoadingSpinner label={t('savedSearches.loading')} className="h-40" />}
      {error && <LoadError what={t('savedSearches.loadWhat')} error={error} onRetry={() => refetch()} />}
      {savedSearches?.length === 0 && <EmptyState text={t('savedSearches.empty')} />}
      {savedSearches && savedSearches.length > 0 && (
        <ul aria-label={t('savedSearches.list')} className="space-y-4">
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
