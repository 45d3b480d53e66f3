import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import { statisticsMessages } from '../messages';
import type { ChartSpec, DrawnChart } from './draw-chart';

type ChartState = 'loading' | 'drawn' | 'failed';

/**
 * A chart with its legend and, beside it, the same figures as a table (decision 039): the canvas is an
 * image named by the chart's title, so a screen reader moves on to the table, which holds every figure.
 * uPlot arrives with the first chart drawn (draw-chart.ts, its own chunk) and follows the width.
 */
export function StatisticsChart({
  title,
  spec,
  table,
}: {
  title: string;
  spec: ChartSpec;
  table: ReactNode;
}) {
  const titleId = useId();
  const canvasHolder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  const t = useT(statisticsMessages);

  useEffect(() => {
    const holder = canvasHolder.current;
    if (!holder) return;
    let chart: DrawnChart | undefined;
    let observer: ResizeObserver | undefined;
    let isCancelled = false;
    import('./draw-chart')
      .then(({ drawChart }) => {
        if (isCancelled) return;
        chart = drawChart(holder, spec, holder.clientWidth);
        const drawn = chart;
        observer = new ResizeObserver(() => drawn.resize(holder.clientWidth));
        observer.observe(holder);
        setState('drawn');
      })
      .catch(() => {
        if (!isCancelled) setState('failed');
      });
    return () => {
      isCancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [spec]);

  const description = t(
    state === 'failed'
      ? 'statistics.chart.failed'
      : spec.kind === 'bar'
        ? 'statistics.chart.bar'
        : 'statistics.chart.line',
    { title },
  );
  return (
    <figure
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <figcaption id={titleId} className="text-lg font-bold text-ink">
        {title}
      </figcaption>
      {spec.series.length > 1 && (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {spec.series.map((series) => (
            <li key={series.label} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ backgroundColor: series.color }}
              />
              {series.label}
            </li>
          ))}
        </ul>
      )}
      <div
        ref={canvasHolder}
        role="img"
        aria-label={description}
        data-chart-state={state}
        className="mt-3 h-[260px] w-full overflow-hidden"
      />
      {state === 'failed' && (
        <p className="mt-2 text-sm text-slate-700">{t('statistics.chart.failedNote')}</p>
      )}
      <div className="mt-4">{table}</div>
    </figure>
  );
}
