import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { formatFigure } from '../lib/format-statistics';
import { statisticsMessages } from '../messages';

export const figureCellClass = 'px-3 py-2 align-middle';

/**
 * A chart's figures as a table: a caption for screen readers, a region that scrolls sideways on a
 * narrow phone (reachable by keyboard), numbers aligned right. `isFolded` puts a long table (one row
 * per day) behind a disclosure that opens by keyboard too.
 */
export function FiguresTable({
  caption,
  columns,
  children,
  isFolded = false,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
  isFolded?: boolean;
}) {
  const t = useT(statisticsMessages);
  const table = (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="relative max-h-96 overflow-auto rounded-xl border border-slate-200"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={`px-3 py-2 font-bold ${index > 0 ? 'text-right' : ''}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </section>
  );
  if (!isFolded) return table;
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-lg py-1 text-sm font-bold text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-strong">
        {t('statistics.table.show', { caption })}
      </summary>
      <div className="mt-3">{table}</div>
    </details>
  );
}

/** A row: its first cell names it (a row header), the rest are numbers. */
export function FiguresRow({ name, figures }: { name: string; figures: (number | string)[] }) {
  return (
    <tr>
      <th scope="row" className={`${figureCellClass} font-semibold text-ink`}>
        {name}
      </th>
      {figures.map((figure, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a figure's place is its identity.
        <td key={index} className={`${figureCellClass} text-right tabular-nums text-slate-700`}>
          {typeof figure === 'number' ? formatFigure(figure) : figure}
        </td>
      ))}
    </tr>
  );
}
