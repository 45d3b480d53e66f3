import { useMemo } from 'react';
import { translate, useLocale, useT } from '../../../i18n';
import { formatLongDay, formatShortDay, SERIES_COLORS } from '../lib/format-statistics';
import { type StatisticsMessageId, statisticsMessages } from '../messages';
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
  /** Each line's figure and its name (a message id, so the lines can stay one constant). */
  lines: readonly { key: Key; label: StatisticsMessageId }[];
  formatFigure?: (value: number) => number | string;
}) {
  const locale = useLocale();
  const t = useT(statisticsMessages);
  // Drawn again only when the figures or the language change.
  const spec = useMemo(
    () => ({
      kind: 'line' as const,
      locale,
      labels: timeline.map((entry) => formatShortDay(entry.day, locale)),
      series: lines.map((line, index) => ({
        label: translate(statisticsMessages, line.label),
        color: SERIES_COLORS[index % SERIES_COLORS.length] ?? '#0f172a',
        values: timeline.map((entry) => entry[line.key]),
      })),
    }),
    [timeline, lines, locale],
  );
  return (
    <StatisticsChart
      title={title}
      spec={spec}
      table={
        <FiguresTable
          caption={title}
          columns={[t('statistics.table.day'), ...lines.map((line) => t(line.label))]}
          isFolded
        >
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
