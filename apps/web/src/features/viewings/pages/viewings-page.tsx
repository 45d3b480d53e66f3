import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewings } from '../api/get-viewings';
import { ViewingCard } from '../components/viewing-card';
import { viewingsMessages } from '../messages';

/**
 * Viewings (issue 12): the visits the signed-in person asked for, and those asked of their listings,
 * newest first, each with its status and what that side may do: the agent confirms a time or declines;
 * either side cancels with a reason.
 */
export function ViewingsPage() {
  const t = useT(viewingsMessages);
  usePageTitle(t('viewings.title'));
  const { data: viewings, isPending, error, refetch } = useViewings();
  return (
    <section className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('viewings.title')}</h1>
      {isPending && <LoadingSpinner label={t('viewings.loading')} className="h-40" />}
      {error && <LoadError what={t('viewings.loadWhat')} error={error} onRetry={() => refetch()} />}
      {viewings?.length === 0 && <EmptyState text={t('viewings.empty')} />}
      {viewings && viewings.length > 0 && (
        <ul aria-label={t('viewings.list')} className="space-y-4">
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
