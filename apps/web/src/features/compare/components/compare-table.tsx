import { type Property, pictureSrcSet } from '@nestlane/shared';
import { Link } from 'react-router';
import { MarketStateBadge } from '../../../components/market-state-badge';
import { PriceReducedBadge } from '../../../components/price-reduced-badge';
import { formatNumber, useLocale, useT } from '../../../i18n';
import { listingTitle } from '../../../lib/listing-text';
import { CARD_IMAGE_SIZES } from '../../../lib/picture-sizes';
import { compareMessages } from '../messages';
import { COMPARE_ROWS } from './compare-rows';

type CompareTableProps = { properties: readonly Property[]; onRemove: (id: string) => void };

/**
 * The listings side by side: a column each, a row per fact. On a narrow screen the table scrolls
 * sideways inside its own region (reachable by keyboard) while the facts' names stay put.
 */
export function CompareTable({ properties, onRemove }: CompareTableProps) {
  const t = useT(compareMessages);
  const locale = useLocale();
  return (
    <section
      aria-labelledby="compare-table-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption id="compare-table-caption" className="sr-only">
          {t('compare.caption', { count: properties.length, shown: formatNumber(properties.length) })}
        </caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-32 bg-white" />
            {properties.map((property) => (
              <th key={property._id} scope="col" className="min-w-44 p-3 align-top font-normal">
                <img
                  src={property.propertyImage}
                  srcSet={pictureSrcSet(property.propertyImage)}
                  sizes={CARD_IMAGE_SIZES}
                  alt=""
                  width={176}
                  height={104}
                  loading="lazy"
                  className="aspect-[298/176] w-full rounded-lg bg-slate-100 object-cover"
                />
                <Link
                  to={`/propertyDetail/${property._id}`}
                  className="mt-2 line-clamp-2 font-bold text-ink hover:text-brand-text hover:underline"
                >
                  {listingTitle(property, locale)}
                </Link>
                <PriceReducedBadge property={property} className="mt-1" />
                <MarketStateBadge marketState={property.marketState} className="mt-1" />
                <button
                  type="button"
                  onClick={() => onRemove(property._id)}
                  aria-label={t('compare.removeListing', { title: listingTitle(property, locale) })}
                  className="mt-2 block min-h-6 text-sm font-semibold text-brand-text underline underline-offset-2"
                >
                  {t('compare.remove')}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row.label} className="border-t border-slate-100">
              <th
                scope="row"
                className="sticky left-0 z-10 w-32 bg-slate-50 p-3 align-top text-sm font-semibold text-slate-700"
              >
                {t(row.label)}
              </th>
              {properties.map((property) => (
                <td key={property._id} className="p-3 align-top text-slate-800">
                  {row.read(property)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
