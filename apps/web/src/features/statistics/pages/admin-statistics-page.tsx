import { type AdminStatistics, CATEGORIES, type Category } from '@nestlane/shared';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizePlace, translate, useT, valueLabel } from '../../../i18n';
import { formatAmount } from '../../../lib/format-price';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminStatistics } from '../api/get-admin-statistics';
import { FigureCards } from '../components/figure-cards';
import { type GroupLabeller, GroupsChart } from '../components/groups-chart';
import { PeriodChoice, usePeriodParam } from '../components/period-choice';
import { TimelineChart } from '../components/timeline-chart';
import { formatFigure, formatHours, formatLongDay } from '../lib/format-statistics';
import { type StatisticsMessageId, statisticsMessages } from '../messages';

const DEAL_LINES = [
  { key: 'offers', label: 'statistics.series.offers' },
  { key: 'sales', label: 'statistics.series.sales' },
] as const;
const REVENUE_LINES = [{ key: 'revenue', label: 'statistics.series.revenue' }] as const;
const PEOPLE_LINES = [
  { key: 'newUsers', label: 'statistics.series.newUsers' },
  { key: 'newAgents', label: 'statistics.series.newAgents' },
] as const;

const STATUS_NAMES: Record<string, StatisticsMessageId> = {
  pending: 'statistics.status.pending',
  verified: 'statistics.status.verified',
  rejected: 'statistics.status.rejected',
};

// The groups' keys are the API's English values; each is shown in the language being read.
const labelStatus: GroupLabeller = (key) => {
  const id = STATUS_NAMES[key];
  return id ? translate(statisticsMessages, id) : key;
};
const isCategory = (key: string): key is Category => (CATEGORIES as readonly string[]).includes(key);
const labelCategory: GroupLabeller = (key) => (isCategory(key) ? valueLabel('category', key) : key);
const labelDivision: GroupLabeller = (key) => localizePlace(key);
const labelWaitAge: GroupLabeller = (key) =>
  translate(statisticsMessages, `statistics.waitAge.${key}` as StatisticsMessageId);

function Verifications({ statistics }: { statistics: AdminStatistics }) {
  const { verifications } = statistics;
  const t = useT(statisticsMessages);
  return (
    <section aria-labelledby="verifications" className="space-y-4">
      <h2 id="verifications" className="text-2xl font-bold text-ink">
        {t('statistics.admin.verifications')}
      </h2>
      <FigureCards
        figures={[
          { label: t('statistics.admin.waitingNow'), value: formatFigure(verifications.waiting) },
          { label: t('statistics.admin.longestWait'), value: formatHours(verifications.oldestWaitHours) },
          {
            label: t('statistics.admin.decidedIn', { days: formatFigure(statistics.days) }),
            value: formatFigure(verifications.decided),
          },
          {
            label: t('statistics.admin.medianDecision'),
            value: formatHours(verifications.medianDecisionHours),
          },
          {
            label: t('statistics.admin.averageDecision'),
            value: formatHours(verifications.averageDecisionHours),
          },
        ]}
      />
      <GroupsChart
        title={t('statistics.admin.waitingChart')}
        groups={verifications.waitingByAge}
        groupHeading={t('statistics.admin.waited')}
        labelGroup={labelWaitAge}
        colorIndex={3}
      />
    </section>
  );
}

/** Statistics (admin): listings by status, division and category; verifications; the market over 30 or 90 days. */
export function AdminStatisticsPage() {
  const t = useT(statisticsMessages);
  usePageTitle(t('statistics.title'));
  const [days, setDays] = usePeriodParam();
  const statistics = useAdminStatistics(days);
  const data = statistics.data;
  return (
    <section className="mx-auto max-w-6xl space-y-8">
      <div>
        <h1 className="text-3xl font-extrabold text-ink">{t('statistics.title')}</h1>
        <p className="mt-1 text-slate-700">{t('statistics.admin.intro')}</p>
      </div>
      <PeriodChoice days={days} onChange={setDays} />
      {statistics.isPending && <LoadingSpinner label={t('statistics.admin.loading')} className="py-16" />}
      {statistics.isError && (
        <LoadError
          what={t('statistics.admin.loadWhat')}
          error={statistics.error}
          onRetry={() => void statistics.refetch()}
        />
      )}
      {data && (
        <>
          <section aria-labelledby="market" className="space-y-4">
            <h2 id="market" className="text-2xl font-bold text-ink">
              {t('statistics.admin.market', { from: formatLongDay(data.from), to: formatLongDay(data.to) })}
            </h2>
            <FigureCards
              figures={[
                { label: t('statistics.series.offers'), value: formatFigure(data.totals.offers) },
                { label: t('statistics.series.sales'), value: formatFigure(data.totals.sales) },
                { label: t('statistics.series.revenue'), value: formatAmount(data.totals.revenue) },
                { label: t('statistics.series.newUsers'), value: formatFigure(data.totals.newUsers) },
                { label: t('statistics.series.newAgents'), value: formatFigure(data.totals.newAgents) },
              ]}
            />
            <TimelineChart
              title={t('statistics.admin.dealsChart')}
              timeline={data.timeline}
              lines={DEAL_LINES}
            />
            <TimelineChart
              title={t('statistics.admin.revenueChart')}
              timeline={data.timeline}
              lines={REVENUE_LINES}
              formatFigure={formatAmount}
            />
            <TimelineChart
              title={t('statistics.admin.peopleChart')}
              timeline={data.timeline}
              lines={PEOPLE_LINES}
            />
          </section>
          <Verifications statistics={data} />
          <section aria-labelledby="listings" className="space-y-4">
            <h2 id="listings" className="text-2xl font-bold text-ink">
              {t('statistics.admin.listingsNow', { total: formatFigure(data.listings.total) })}
            </h2>
            <div className="grid gap-4 lg:grid-cols-2">
              <GroupsChart
                title={t('statistics.admin.byStatus')}
                groups={data.listings.byStatus}
                groupHeading={t('statistics.admin.status')}
                labelGroup={labelStatus}
              />
              <GroupsChart
                title={t('statistics.admin.byCategory')}
                groups={data.listings.byCategory}
                groupHeading={t('statistics.admin.category')}
                labelGroup={labelCategory}
                colorIndex={1}
              />
            </div>
            <GroupsChart
              title={t('statistics.admin.byDivision')}
              groups={data.listings.byDivision}
              groupHeading={t('statistics.admin.division')}
              labelGroup={labelDivision}
              colorIndex={2}
            />
          </section>
        </>
      )}
    </section>
  );
}
