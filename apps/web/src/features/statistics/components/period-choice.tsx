import type { StatisticsPeriod } from '@nestlane/shared';
import { useSearchParams } from 'react-router';
import { ChoiceRadios } from '../../../components/choice-radios';
import { useT } from '../../../i18n';
import { listPeriodChoices, readPeriod } from '../lib/format-statistics';
import { statisticsMessages } from '../messages';

/** The period of a statistics page, kept in its address (?days=90) so a reload or a link keeps it. */
export function usePeriodParam(): [StatisticsPeriod, (days: StatisticsPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const days = readPeriod(params.get('days'));
  const setDays = (next: StatisticsPeriod) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('days', String(next));
        return updated;
      },
      { replace: true },
    );
  return [days, setDays];
}

export function PeriodChoice({
  days,
  onChange,
}: {
  days: StatisticsPeriod;
  onChange: (days: StatisticsPeriod) => void;
}) {
  const t = useT(statisticsMessages);
  return (
    <ChoiceRadios
      legend={t('statistics.period')}
      look="segmented"
      choices={listPeriodChoices()}
      value={String(days) as `${StatisticsPeriod}`}
      onChange={(value) => onChange(readPeriod(value))}
    />
  );
}
