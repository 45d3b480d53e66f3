import { useMemo } from 'react';
import { formatLongDay, formatShortDay, SERIES_COLORS } from '../lib/format-statistics';
import { FiguresRow, FiguresTable } from './figures-table';
import { StatisticsChart } from './statistics-chart';

type Day<Key extends string> = { day: string } & Record<Key, number>;

/** Figures per day as lines, and the days as a folded table (one row per day). */
export function TimelineChart<Key extends string>({
  title,
  timeline,
  lines,
  formatFigure = (value) => value,
}: {
  title: string;
  // The keys come from `lines`: a day holds more figures than one chart draws.
  timeline: NoInfer<Day<Key>>[];
  lines: readonly { key: Key; label: string }[];
  formatFigure?: (value: number) => number | string;
}) {
  const spec = useMemo(
    () => ({
      kind: 'line' as const,
      labels: timeline.map((entry) => formatShortDay(entry.day)),
      series: lines.map((line, index) => ({
        label: line.label,
        color: SERIES_COLORS[index % SERIES_COLORS.length] ?? '#0f172a',
        values: timeline.map((entry) => entry[line.key]),
      })),
    }),
    [timeline, lines],
  );
  return (
    <StatisticsChart
      title={title}
      spec={spec}
      table={
        <FiguresTable caption={title} columns={['Day', ...lines.map((line) => line.label)]} isFolded>
          {timeline.map((entry) => (
            <FiguresRow
              key={entry.day}
              name={formatLongDay(entry.day)}
              figures={lines.map((line) => formatFigure(entry[line.key]))}
            />
          ))}
        </FiguresTable>
      }
    />
  );
}
