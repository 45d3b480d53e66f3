import type { CountByKey } from '@nestlane/shared';
import { useMemo } from 'react';
import { translate, useLocale, useT } from '../../../i18n';
import { SERIES_COLORS } from '../lib/format-statistics';
import { statisticsMessages } from '../messages';
import { FiguresRow, FiguresTable } from './figures-table';
import { StatisticsChart } from './statistics-chart';

/** A group's name as people read it (its key is the API's English value); keep it one stable function. */
export type GroupLabeller = (key: string) => string;

const asIs: GroupLabeller = (key) => key;

/** Counts of named groups (statuses, divisions, categories, wait ages) as bars, with a visible table. */
export function GroupsChart({
  title,
  groups,
  groupHeading,
  labelGroup = asIs,
  colorIndex = 0,
}: {
  title: string;
  groups: CountByKey[];
  groupHeading: string;
  labelGroup?: GroupLabeller;
  colorIndex?: number;
}) {
  const locale = useLocale();
  const t = useT(statisticsMessages);
  // Drawn again only when the figures or the language change.
  const spec = useMemo(
    () => ({
      kind: 'bar' as const,
      locale,
      labels: groups.map((group) => labelGroup(group.key)),
      series: [
        {
          label: translate(statisticsMessages, 'statistics.series.listings'),
          color: SERIES_COLORS[colorIndex % SERIES_COLORS.length] ?? '#0f172a',
          values: groups.map((group) => group.count),
        },
      ],
    }),
    [groups, colorIndex, labelGroup, locale],
  );
  return (
    <StatisticsChart
      title={title}
      spec={spec}
      table={
        <FiguresTable caption={title} columns={[groupHeading, t('statistics.series.listings')]}>
          {groups.map((group) => (
            <FiguresRow key={group.key} name={labelGroup(group.key)} figures={[group.count]} />
          ))}
        </FiguresTable>
      }
    />
  );
}
