import type { CountByKey } from '@nestlane/shared';
import { useMemo } from 'react';
import { SERIES_COLORS } from '../lib/format-statistics';
import { FiguresRow, FiguresTable } from './figures-table';
import { StatisticsChart } from './statistics-chart';

/** Counts of named groups (statuses, divisions, categories, wait ages) as bars, with a visible table. */
export function GroupsChart({
  title,
  groups,
  groupHeading,
  colorIndex = 0,
}: {
  title: string;
  groups: CountByKey[];
  groupHeading: string;
  colorIndex?: number;
}) {
  const spec = useMemo(
    () => ({
      kind: 'bar' as const,
      labels: groups.map((group) => group.key),
      series: [
        {
          label: 'Listings',
          color: SERIES_COLORS[colorIndex % SERIES_COLORS.length] ?? '#0f172a',
          values: groups.map((group) => group.count),
        },
      ],
    }),
    [groups, colorIndex],
  );
  return (
    <StatisticsChart
      title={title}
      spec={spec}
      table={
        <FiguresTable caption={title} columns={[groupHeading, 'Listings']}>
          {groups.map((group) => (
            <FiguresRow key={group.key} name={group.key} figures={[group.count]} />
          ))}
        </FiguresTable>
      }
    />
  );
}
