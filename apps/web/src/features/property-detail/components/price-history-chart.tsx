import type { PricePoint } from '@nestlane/shared';
import { formatAmount } from '../../../lib/format-price';

const WIDTH = 640;
const HEIGHT = 180;
const PAD = { top: 16, right: 16, bottom: 24, left: 88 };
/** The last price runs on for this share of the chart, so it reads as the price now. */
const TAIL = 0.12;

type Scale = (value: number) => number;

/**
 * The prices as steps over time, drawn by hand as inline SVG (no chart library on a public page): the
 * top of the range and its bottom, each held until the next change. Coordinates come from the points
 * alone (never the clock), so the server's drawing and the browser's are the same. The list beside it
 * is its text: the picture is labelled and describes what it shows.
 */
export function PriceHistoryChart({ points, titleId }: { points: readonly PricePoint[]; titleId: string }) {
  const times = points.map((point) => Date.parse(point.from));
  const first = times[0] ?? 0;
  const last = times.at(-1) ?? first;
  const span = Math.max(last - first, 1);
  const end = last + span * TAIL;
  const prices = points.flatMap((point) => [point.minPrice, point.maxPrice]);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const padding = high === low ? Math.max(high * 0.1, 1) : (high - low) * 0.1;
  const x: Scale = (time) => PAD.left + ((time - first) / (end - first)) * (WIDTH - PAD.left - PAD.right);
  const y: Scale = (price) =>
    PAD.top + (1 - (price - (low - padding)) / (high - low + 2 * padding)) * (HEIGHT - PAD.top - PAD.bottom);
  const stepPath = (pick: (point: PricePoint) => number) =>
    points
      .map((point, index) => {
        const nextTime = times[index + 1] ?? end;
        const start = `${index === 0 ? 'M' : 'L'}${round(x(times[index] ?? first))} ${round(y(pick(point)))}`;
        return `${start} H${round(x(nextTime))}`;
      })
      .join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      className="h-auto w-full text-slate-500"
    >
      <title id={titleId}>Price history chart: the price range over time, as listed below</title>
      {[high, low].map((price) => (
        <g key={price}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(price)} y2={y(price)} stroke="#e2e8f0" />
          <text x={PAD.left - 8} y={y(price) + 4} textAnchor="end" fontSize="12" fill="#475569">
            {formatAmount(price)}
          </text>
        </g>
      ))}
      <path d={stepPath((point) => point.maxPrice)} fill="none" stroke="#c2410c" strokeWidth="2.5" />
      <path
        d={stepPath((point) => point.minPrice)}
        fill="none"
        stroke="#c2410c"
        strokeWidth="2.5"
        strokeDasharray="6 4"
      />
      {points.map((point, index) => (
        <circle key={point.from} cx={x(times[index] ?? first)} cy={y(point.maxPrice)} r="4" fill="#c2410c" />
      ))}
    </svg>
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
