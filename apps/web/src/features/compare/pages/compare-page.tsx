import { COMPARE_LIMIT } from '@nestlane/shared';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatNumber, useT } from '../../../i18n';
import { removeCompared } from '../../../lib/compare-list';
import { usePageTitle } from '../../../lib/use-page-title';
import { useComparedProperties } from '../api/get-compared-properties';
import { CompareTable } from '../components/compare-table';
import { readCompareIds } from '../lib/read-compare-ids';
import { compareMessages } from '../messages';

/**
 * /compare?ids=a,b,c (decision 038): up to 4 listings side by side, for anyone with the address. What
 * cannot be shown (not a listing id, no longer listed, past the fourth) is left out and said so.
 */
export function ComparePage() {
  const t = useT(compareMessages);
  usePageTitle(t('compare.pageTitle'));
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
      <h1 className="text-3xl font-extrabold text-ink">{t('compare.title')}</h1>
      <p className="mt-2 text-slate-600">{t('compare.lead')}</p>
      <div className="mt-6 space-y-3" aria-live="polite">
        {extraIds.length > 0 && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {t('compare.extra', {
              limit: formatNumber(COMPARE_LIMIT),
              extra: formatNumber(extraIds.length),
            })}
          </p>
        )}
        {badIds.length > 0 && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-700">
            {t('compare.badIds', { ids: badIds.join(', ') })}
          </p>
        )}
        {missingCount > 0 && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-700">
            {t('compare.missing', { count: missingCount, shown: formatNumber(missingCount) })}
          </p>
        )}
      </div>
      <div className="mt-6">
        {ids.length === 0 ? (
          <NothingToCompare />
        ) : compared.isPending ? (
          <LoadingSpinner className="min-h-60" />
        ) : compared.isError ? (
          <LoadError
            what={t('compare.loadWhat')}
            error={compared.error}
            onRetry={() => void compared.refetch()}
          />
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
  const t = useT(compareMessages);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center">
      <p className="text-lg font-semibold text-slate-700">
        {t('compare.nothing', { limit: formatNumber(COMPARE_LIMIT) })}
      </p>
      <Link to="/allProperties" className="btn-primary mt-5">
        {t('compare.find')}
      </Link>
    </div>
  );
}
