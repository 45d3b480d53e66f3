import type { AgentListingStatistics } from '@nestlane/shared';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { formatFigure } from '../lib/format-statistics';
import { type ListingSort, type ListingSortKey, listingFigure, sortListings } from '../lib/sort-listings';
import { type StatisticsMessageId, statisticsMessages } from '../messages';
import { figureCellClass } from './figures-table';

const FIGURE_COLUMNS: { key: Exclude<ListingSortKey, 'title'>; label: StatisticsMessageId }[] = [
  { key: 'views', label: 'statistics.series.views' },
  { key: 'wishlists', label: 'statistics.series.wishlists' },
  { key: 'offers', label: 'statistics.series.offers' },
  { key: 'calls', label: 'statistics.series.calls' },
  { key: 'whatsapp', label: 'statistics.series.whatsapp' },
  { key: 'enquiries', label: 'statistics.series.enquiries' },
  { key: 'viewings', label: 'statistics.series.viewings' },
  { key: 'leads', label: 'statistics.series.leads' },
];
const COLUMNS: { key: ListingSortKey; label: StatisticsMessageId }[] = [
  { key: 'title', label: 'statistics.agent.listing' },
  ...FIGURE_COLUMNS,
];

const STATUS_LABELS = {
  pending: 'statistics.status.pending',
  verified: 'statistics.status.verified',
  rejected: 'statistics.status.rejected',
} as const;

function SortIcon({ direction }: { direction: ListingSort['direction'] | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  return <Icon aria-hidden="true" className="size-3.5 shrink-0" />;
}

/**
 * Each listing's figures in the period, its leads (calls, WhatsApp, enquiries, viewings) and their sum,
 * sortable by any column (a button in its header; aria-sort tells which one sorts), the most viewed
 * first. A row's title opens the public listing.
 */
export function ListingActivityTable({ listings }: { listings: AgentListingStatistics[] }) {
  const [sort, setSort] = useState<ListingSort>({ key: 'views', direction: 'descending' });
  const t = useT(statisticsMessages);
  const sorted = sortListings(listings, sort);
  const sortBy = (key: ListingSortKey) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: key === 'title' ? 'ascending' : 'descending' },
    );
  return (
    <section
      aria-label={t('statistics.agent.tableRegion')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="sr-only">{t('statistics.agent.tableCaption')}</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {COLUMNS.map((column, index) => {
              const direction = sort.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={direction ?? 'none'}
                  className={`px-3 py-2 ${index > 0 ? 'text-right' : ''}`}
                >
                  <button
                    type="button"
                    onClick={() => sortBy(column.key)}
                    className="inline-flex items-center gap-1 rounded font-bold uppercase hover:text-brand-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong"
                  >
                    {t(column.label)}
                    <SortIcon direction={direction} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {sorted.map((listing) => (
            <tr key={listing._id}>
              <th scope="row" className={`${figureCellClass} font-semibold text-ink`}>
                {listing.verificationStatus === 'verified' ? (
                  <Link
                    to={`/propertyDetail/${listing._id}`}
                    className="hover:text-brand-text hover:underline"
                  >
                    {listing.title}
                  </Link>
                ) : (
                  listing.title
                )}
                <span className="ml-2 text-xs font-normal text-slate-700">
                  {t(STATUS_LABELS[listing.verificationStatus])}
                </span>
              </th>
              {FIGURE_COLUMNS.map((column) => (
                <td
                  key={column.key}
                  className={`${figureCellClass} text-right tabular-nums ${column.key === 'leads' ? 'font-bold text-ink' : 'text-slate-700'}`}
                >
                  {formatFigure(listingFigure(listing, column.key))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
