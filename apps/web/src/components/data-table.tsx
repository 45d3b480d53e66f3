import type { ReactNode } from 'react';

/**
 * The dashboard's tables share one shell: a caption for screen readers and a region that scrolls sideways
 * on phones (focusable, so keyboard users can scroll it too).
 */
export function DataTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      // relative: screen-reader-only labels inside (absolutely placed) scroll with the table, not past the page.
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-bold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </section>
  );
}

export const cellClass = 'px-4 py-3 align-middle';
