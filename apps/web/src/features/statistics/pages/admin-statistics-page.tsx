import type { AdminStatistics } from '@nestlane/shared';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { formatAmount } from '../../../lib/format-price';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminStatistics } from '../api/get-admin-statistics';
import { FigureCards } from '../components/figure-cards';
import { GroupsChart } from '../components/groups-chart';
import { PeriodChoice, usePeriodParam } from '../components/period-choice';
import { TimelineChart } from '../components/timeline-chart';
import { formatHours, formatLongDay } from '../lib/format-statistics';

const DEAL_LINES = [
  { key: 'offers', label: 'Offers' },
  { key: 'sales', label: 'Sales' },
] as const;
const REVENUE_LINES = [{ key: 'revenue', label: 'Revenue' }] as const;
const PEOPLE_LINES = [
  { key: 'newUsers', label: 'New users' },
  { key: 'newAgents', label: 'New agents' },
] as const;

const STATUS_NAMES: Record<string, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

function Verifications({ statistics }: { statistics: AdminStatistics }) {
  const { verifications } = statistics;
  return (
    <section aria-labelledby="verifications" className="space-y-4">
      <h2 id="verifications" className="text-2xl font-bold text-ink">
        Verifications
      </h2>
      <FigureCards
        figures={[
          { label: 'Waiting now', value: verifications.waiting.toLocaleString('en-US') },
          { label: 'Longest wait', value: formatHours(verifications.oldestWaitHours) },
          {
            label: `Decided in ${statistics.days} days`,
            value: verifications.decided.toLocaleString('en-US'),
          },
          { label: 'Median time to decision', value: formatHours(verifications.medianDecisionHours) },
          { label: 'Average time to decision', value: formatHours(verifications.averageDecisionHours) },
        ]}
      />
      <GroupsChart
        title="Listings waiting for verification, by how long they have waited"
        groups={verifications.waitingByAge}
        groupHeading="Waited"
        colorIndex={3}
      />
    </section>
  );
}

/** Statistics (admin): listings by status, division and category; verifications; the market over 30 or 90 days. */
export function AdminStatisticsPage() {
  usePageTitle('Statistics');
  const [days, setDays] = usePeriodParam();
  const statistics = useAdminStatistics(days);
  const data = statistics.data;
  return (
    <section className="mx-auto max-w-6xl space-y-8">
      <div>
        <h1 className="text-3xl font-extrabold text-ink">Statistics</h1>
        <p className="mt-1 text-slate-700">
          Listings, verifications, deals and people. Days are counted in UTC.
        </p>
      </div>
      <PeriodChoice days={days} onChange={setDays} />
      {statistics.isPending && <LoadingSpinner label="Loading the statistics" className="py-16" />}
      {statistics.isError && (
        <LoadError what="the statistics" error={statistics.error} onRetry={() => void statistics.refetch()} />
      )}
      {data && (
        <>
          <section aria-labelledby="market" className="space-y-4">
            <h2 id="market" className="text-2xl font-bold text-ink">
              {`Deals and people, ${formatLongDay(data.from)} to ${formatLongDay(data.to)}`}
            </h2>
            <FigureCards
              figures={[
                { label: 'Offers', value: data.totals.offers.toLocaleString('en-US') },
                { label: 'Sales', value: data.totals.sales.toLocaleString('en-US') },
                { label: 'Revenue', value: formatAmount(data.totals.revenue) },
                { label: 'New users', value: data.totals.newUsers.toLocaleString('en-US') },
                { label: 'New agents', value: data.totals.newAgents.toLocaleString('en-US') },
              ]}
            />
            <TimelineChart title="Offers and sales per day" timeline={data.timeline} lines={DEAL_LINES} />
            <TimelineChart
              title="Revenue per day"
              timeline={data.timeline}
              lines={REVENUE_LINES}
              formatFigure={formatAmount}
            />
            <TimelineChart
              title="New users and agents per day"
              timeline={data.timeline}
              lines={PEOPLE_LINES}
            />
          </section>
          <Verifications statistics={data} />
          <section aria-labelledby="listings" className="space-y-4">
            <h2 id="listings" className="text-2xl font-bold text-ink">
              {`Listings now: ${data.listings.total.toLocaleString('en-US')}`}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              <GroupsChart
                title="Listings by status"
                groups={data.listings.byStatus.map((group) => ({
                  ...group,
                  key: STATUS_NAMES[group.key] ?? group.key,
                }))}
                groupHeading="Status"
              />
              <GroupsChart
                title="Listings by category"
                groups={data.listings.byCategory}
                groupHeading="Category"
                colorIndex={1}
              />
            </div>
            <GroupsChart
              title="Listings by division"
              groups={data.listings.byDivision}
              groupHeading="Division"
              colorIndex={2}
            />
          </section>
        </>
      )}
    </section>
  );
}
