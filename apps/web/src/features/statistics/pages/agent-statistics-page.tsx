import { type AgentStatistics, countLeads, type StatisticsPeriod } from '@nestlane/shared';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAgentStatistics } from '../api/get-agent-statistics';
import { FigureCards } from '../components/figure-cards';
import { ListingActivityTable } from '../components/listing-activity-table';
import { PeriodChoice, usePeriodParam } from '../components/period-choice';
import { TimelineChart } from '../components/timeline-chart';
import { formatFigure, formatLongDay } from '../lib/format-statistics';
import { isUnnoticed } from '../lib/sort-listings';
import { type StatisticsMessageId, statisticsMessages } from '../messages';

const ACTIVITY_LINES = [
  { key: 'views', label: 'statistics.series.views' },
  { key: 'wishlists', label: 'statistics.series.wishlists' },
  { key: 'enquiries', label: 'statistics.series.enquiries' },
  { key: 'offers', label: 'statistics.series.offers' },
] as const satisfies { key: string; label: StatisticsMessageId }[];

/** The leads (issue 27, decision 053): numbers revealed by Call and WhatsApp taps, enquiries, viewing requests. */
const LEAD_LINES = [
  { key: 'calls', label: 'statistics.series.calls' },
  { key: 'whatsapp', label: 'statistics.series.whatsapp' },
  { key: 'enquiries', label: 'statistics.series.enquiries' },
  { key: 'viewings', label: 'statistics.series.viewings' },
] as const satisfies { key: string; label: StatisticsMessageId }[];

const FIELD_CLASS =
  'mt-1 w-full max-w-md rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-strong';

function ListingChoice({
  statistics,
  value,
  onChange,
}: {
  statistics: AgentStatistics;
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  const t = useT(statisticsMessages);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-bold text-ink">
        {t('statistics.agent.listing')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={FIELD_CLASS}
      >
        <option value="">{t('statistics.agent.allListings')}</option>
        {statistics.listings.map((listing) => (
          <option key={listing._id} value={listing._id}>
            {listing.title}
          </option>
        ))}
      </select>
    </div>
  );
}

function Leads({ statistics, title }: { statistics: AgentStatistics; title: string }) {
  const t = useT(statisticsMessages);
  return (
    <section aria-labelledby="leads" className="space-y-3">
      <div>
        <h2 id="leads" className="text-xl font-bold text-ink">
          {t('statistics.agent.leads')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('statistics.agent.leadsHint')}</p>
      </div>
      <FigureCards
        figures={[
          { label: t('statistics.series.leads'), value: formatFigure(countLeads(statistics.totals)) },
          ...LEAD_LINES.map((line) => ({
            label: t(line.label),
            value: formatFigure(statistics.totals[line.key]),
          })),
        ]}
      />
      <TimelineChart title={title} timeline={statistics.timeline} lines={LEAD_LINES} />
    </section>
  );
}

function UnnoticedListings({ statistics, days }: { statistics: AgentStatistics; days: StatisticsPeriod }) {
  const unnoticed = statistics.listings.filter(isUnnoticed);
  const t = useT(statisticsMessages);
  return (
    <section aria-labelledby="unnoticed" className="rounded-2xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="unnoticed" className="text-lg font-bold text-ink">
        {t('statistics.agent.unnoticed', { days: formatFigure(days) })}
      </h2>
      {unnoticed.length === 0 ? (
        <p className="mt-1 text-slate-700">{t('statistics.agent.allNoticed')}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{t('statistics.agent.unnoticedHint')}</p>
          <ul className="mt-2 list-disc pl-5 text-ink">
            {unnoticed.map((listing) => (
              <li key={listing._id}>{listing.title}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Statistics (agent): how the agent's listings draw attention, per listing and per day, over 30 or 90 days. */
export function AgentStatisticsPage() {
  const t = useT(statisticsMessages);
  usePageTitle(t('statistics.title'));
  const [days, setDays] = usePeriodParam();
  const [params, setParams] = useSearchParams();
  const propertyId = params.get('listing') || null;
  const statistics = useAgentStatistics(days, propertyId);
  const chooseListing = (id: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (id) updated.set('listing', id);
        else updated.delete('listing');
        return updated;
      },
      { replace: true },
    );

  const data = statistics.data;
  const chosenTitle = data?.listings.find((listing) => listing._id === propertyId)?.title;
  const from = data ? formatLongDay(data.from) : '';
  const to = data ? formatLongDay(data.to) : '';
  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold text-ink">{t('statistics.title')}</h1>
        <p className="mt-1 text-slate-700">{t('statistics.agent.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <PeriodChoice days={days} onChange={setDays} />
        {data && data.listings.length > 0 && (
          <ListingChoice statistics={data} value={propertyId ?? ''} onChange={chooseListing} />
        )}
      </div>
      {statistics.isPending && <LoadingSpinner label={t('statistics.agent.loading')} className="py-16" />}
      {statistics.isError && (
        <LoadError
          what={t('statistics.agent.loadWhat')}
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
        />
      )}
      {data && data.listings.length === 0 && (
        <EmptyState
          text={t('statistics.agent.empty')}
          link={{ to: '/dashboard/addProperty', label: t('statistics.agent.addProperty') }}
        />
      )}
      {data && data.listings.length > 0 && (
        <>
          <p className="text-sm text-slate-700">
            {chosenTitle
              ? t('statistics.agent.rangeListing', { from, to, title: chosenTitle })
              : t('statistics.agent.rangeAll', { from, to })}
          </p>
          <FigureCards
            figures={ACTIVITY_LINES.map((line) => ({
              label: t(line.label),
              value: formatFigure(data.totals[line.key]),
            }))}
          />
          <TimelineChart
            title={
              chosenTitle
                ? t('statistics.agent.activityListing', { title: chosenTitle })
                : t('statistics.agent.activityAll')
            }
            timeline={data.timeline}
            lines={ACTIVITY_LINES}
          />
          <Leads
            statistics={data}
            title={
              chosenTitle
                ? t('statistics.agent.leadsListing', { title: chosenTitle })
                : t('statistics.agent.leadsAll')
            }
          />
          <UnnoticedListings statistics={data} days={days} />
          <div className="space-y-3">
            <h2 className="text-xl font-bold text-ink">
              {t('statistics.agent.yourListings', { days: formatFigure(days) })}
            </h2>
            <ListingActivityTable listings={data.listings} />
          </div>
        </>
      )}
    </section>
  );
}
