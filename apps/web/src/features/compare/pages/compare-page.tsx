import { COMPARE_LIMIT } from '@nestlane/shared';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { removeCompared } from '../../../lib/compare-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useComparedProperties } from '../api/get-compared-properties';
import { CompareTable } from '../components/compare-table';
import { readCompareIds } from '../lib/read-compare-ids';

/**
 * /compare?ids=a,b,c (decision 038): up to 4 listings side by side, for anyone with the address. What
 * cannot be shown (not a listing id, no longer listed, past the fourth) is left out and said so.
 */
export function ComparePage() {
  usePageTitle('Compare listings');
  const [searchParams, setSearchParams] = useSearchParams();
  const { ids, badIds, extraIds } = readCompareIds(searchParams.getAll('ids'));
  const compared = useComparedProperties(ids);
  const missingCount = compared.data?.missingIds.length ?? 0;

  function handleRemove(id: string) {
    removeCompared(id);
    const rest = ids.filter((item) => item !== id);
    setSearchParams(rest.length > 0 ? { ids: rest.join(',') } : {}, { replace: true });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold text-ink">Compare listings</h1>
      <p className="mt-2 text-slate-600">
        Price, size, rooms, place and facilities side by side. Share this page's address to show the same
        listings.
      </p>
      <div className="mt-6 space-y-3" aria-live="polite">
        {extraIds.length > 0 && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            You can compare up to {COMPARE_LIMIT} listings at a time: the first {COMPARE_LIMIT} are shown and{' '}
            {extraIds.length} more left out.
          </p>
        )}
        {badIds.length > 0 && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-700">
            Left out, not a listing's address: {badIds.join(', ')}.
          </p>
        )}
        {missingCount > 0 && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-700">
            {missingCount === 1 ? '1 listing is' : `${missingCount} listings are`} no longer listed and left
            out.
          </p>
        )}
      </div>
      <div className="mt-6">
        {ids.length === 0 ? (
          <NothingToCompare />
        ) : compared.isPending ? (
          <LoadingSpinner className="min-h-60" />
        ) : compared.isError ? (
          <LoadError what="the listings" error={compared.error} onRetry={() => void compared.refetch()} />
        ) : compared.data.properties.length === 0 ? (
          <NothingToCompare />
        ) : (
          <CompareTable properties={compared.data.properties} onRemove={handleRemove} />
        )}
      </div>
    </div>
  );
}

function NothingToCompare() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-slate-700">
        No listings to compare. Press Compare on up to {COMPARE_LIMIT} listings, then open the comparison.
      </p>
      <Link to="/allProperties" className="btn-primary mt-5">
        Find listings
      </Link>
    </div>
  );
}
