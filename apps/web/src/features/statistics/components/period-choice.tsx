import type { StatisticsPeriod } from '@nestlane/shared';
import { useSearchParams } from 'react-router';
import { ChoiceRadios } from '../../../components/choice-radios';
import { PERIOD_CHOICES, readPeriod } from '../lib/format-statistics';

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
  return (
    <ChoiceRadios
      legend="Period"
      look="segmented"
      choices={PERIOD_CHOICES}
      value={String(days) as `${StatisticsPeriod}`}
      onChange={(value) => onChange(readPeriod(value))}
    />
  );
}
