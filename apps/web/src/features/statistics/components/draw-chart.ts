/**
 * The one module that imports uPlot (decision 039): loaded by StatisticsChart only when a chart is on
 * screen, so no other page carries it. Lines over days or bars over named groups, drawn on a canvas;
 * uPlot's own legend and cursor are off (mouse-only), the page shows its legend and a table instead.
 */
import { INTL_LOCALE, type Locale } from '@nestlane/shared';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = { label: string; color: string; values: number[] };

export type ChartSpec = {
  kind: 'line' | 'bar';
  /** The language of the axis's numbers (the labels come already worded). */
  locale: Locale;
  /** The x-axis's labels, one per value (days or group names). */
  labels: string[];
  series: ChartSeries[];
};

export type DrawnChart = { resize: (width: number) => void; destroy: () => void };

export const CHART_HEIGHT = 260;
const AXIS_FONT = '12px "Plus Jakarta Sans Variable", "Noto Sans Bengali Variable", system-ui, sans-serif';
const AXIS_COLOR = '#334155';
const GRID_COLOR = '#e2e8f0';

/**
 * An axis's number: 1,250 or, from ten thousand up, 12K, 1.1M (a narrow axis keeps the whole label); in
 * Bangla digits and words for a reader of Bangla.
 */
function formatAxisNumber(value: number, locale: Locale): string {
  const intlLocale = INTL_LOCALE[locale];
  return value >= 10_000
    ? new Intl.NumberFormat(intlLocale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
    : value.toLocaleString(intlLocale);
}

/** Slanted group names when they would not fit side by side; room below the bars for the longest. */
function findGroupLabelLayout(labels: string[], width: number): { rotate?: number; size?: number } {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const fitsFlat = width / Math.max(1, labels.length) >= longest * 7 + 12;
  return fitsFlat ? {} : { rotate: 40, size: Math.min(130, Math.round(longest * 4.5) + 24) };
}

function buildOptions(spec: ChartSpec, width: number): uPlot.Options {
  const isBar = spec.kind === 'bar';
  const labelAt = (index: number) => spec.labels[Math.round(index)] ?? '';
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: {
        time: false,
        range: isBar ? [-0.5, spec.labels.length - 0.5] : [0, Math.max(1, spec.labels.length - 1)],
      },
      y: { range: (_chart, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        font: AXIS_FONT,
        stroke: AXIS_COLOR,
        grid: { show: false },
        ticks: { stroke: GRID_COLOR },
        // Whole indexes only: each is a day or a group.
        splits: isBar ? () => spec.labels.map((_, index) => index) : undefined,
        values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) ? labelAt(split) : '')),
        ...(isBar ? findGroupLabelLayout(spec.labels, width) : {}),
      },
      {
        font: AXIS_FONT,
        stroke: AXIS_COLOR,
        grid: { stroke: GRID_COLOR },
        ticks: { stroke: GRID_COLOR },
        size: 56,
        values: (_chart, splits) =>
          splits.map((split) => (Number.isInteger(split) ? formatAxisNumber(split, spec.locale) : '')),
      },
    ],
    series: [
      {},
      ...spec.series.map((series) => ({
        label: series.label,
        stroke: series.color,
        width: 2,
        ...(isBar
          ? { fill: series.color, paths: uPlot.paths.bars?.({ size: [0.6, 64] }), points: { show: false } }
          : { points: { show: spec.labels.length <= 31, size: 5, fill: series.color } }),
      })),
    ],
  };
}

/** Draws the chart into `container` at `width` CSS pixels; the caller resizes it and destroys it. */
export function drawChart(container: HTMLElement, spec: ChartSpec, width: number): DrawnChart {
  const data: uPlot.AlignedData = [
    spec.labels.map((_, index) => index),
    ...spec.series.map((series) => series.values),
  ];
  const chart = new uPlot(buildOptions(spec, width), data, container);
  return {
    resize: (nextWidth) => chart.setSize({ width: nextWidth, height: CHART_HEIGHT }),
    destroy: () => chart.destroy(),
  };
}
