import { describePriceMove, type PriceMove, type PricePoint, type Property } from '@nestlane/shared';
import { useId } from 'react';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/format-date-time';
import { formatPriceRange } from '../../../lib/format-price';
import { propertyDetailMessages } from '../messages';
import { PriceHistoryChart } from './price-history-chart';

const MOVE_LABELS = {
  cut: 'propertyDetail.priceHistory.cut',
  rise: 'propertyDetail.priceHistory.rise',
  mixed: 'propertyDetail.priceHistory.mixed',
} as const satisfies Record<PriceMove, string>;
const MOVE_CLASSES: Record<PriceMove, string> = {
  cut: 'bg-red-50 text-red-700',
  rise: 'bg-slate-100 text-slate-700',
  mixed: 'bg-slate-100 text-slate-700',
};

/**
 * The listing's price history (decision 038): a small chart once the price has changed, and the list
 * that is its text — listed at, then each change with its date, old → new, and whether it was a cut.
 */
export function PriceHistory({ property }: { property: Pick<Property, 'priceHistory'> }) {
  const t = useT(propertyDetailMessages);
  const chartTitleId = useId();
  const points = property.priceHistory ?? [];
  const [listed, ...changes] = points;
  if (!listed) return null;
  return (
    <section aria-labelledby="price-history" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="price-history" className="mb-4 text-2xl font-bold text-ink">
        {t('propertyDetail.priceHistory.title')}
      </h2>
      {changes.length > 0 && (
        <div className="mb-4">
          <PriceHistoryChart
            points={points}
            titleId={chartTitleId}
            title={t('propertyDetail.priceHistory.chartTitle')}
            formatDate={formatDate}
          />
          <p className="mt-1 text-xs text-slate-600">{t('propertyDetail.priceHistory.legend')}</p>
        </div>
      )}
      <ol className="divide-y divide-slate-100">
        {[...changes].reverse().map((point, index) => (
          <PriceChangeItem
            key={point.from}
            point={point}
            before={changes[changes.length - index - 2] ?? listed}
          />
        ))}
        <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
          <time dateTime={listed.from} className="w-28 shrink-0 text-sm text-slate-600">
            {formatDate(listed.from)}
          </time>
          <span className="font-semibold text-ink">
            {t('propertyDetail.priceHistory.listedAt', {
              price: formatPriceRange(listed.minPrice, listed.maxPrice),
            })}
          </span>
        </li>
      </ol>
    </section>
  );
}

function PriceChangeItem({ point, before }: { point: PricePoint; before: PricePoint }) {
  const t = useT(propertyDetailMessages);
  const move = describePriceMove(before, point);
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3">
      <time dateTime={point.from} className="w-28 shrink-0 text-sm text-slate-600">
        {formatDate(point.from)}
      </time>
      <span className="text-ink">
        <span className="whitespace-nowrap">{formatPriceRange(before.minPrice, before.maxPrice)}</span>{' '}
        <span aria-hidden="true">→</span>
        <span className="sr-only">{t('propertyDetail.priceHistory.to')}</span>{' '}
        <strong className="whitespace-nowrap">{formatPriceRange(point.minPrice, point.maxPrice)}</strong>
      </span>
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${MOVE_CLASSES[move]}`}>
        {t(MOVE_LABELS[move])}
      </span>
    </li>
  );
}
