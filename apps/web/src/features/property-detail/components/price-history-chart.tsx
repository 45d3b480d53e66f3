import type { PricePoint } from '@nestlane/shared';
import { formatShortAmount } from '../../../lib/format-price';

const WIDTH = 400;
const HEIGHT = 190;
const PAD = { top: 14, right: 14, bottom: 30, left: 76 };
const FONT_SIZE = 14;

type Scale = (value: number) => number;

/**
 * The prices as steps, drawn by hand as inline SVG (no chart library on a public page): the top of the
 * range (solid) and its bottom (dashed), each price held until the next. The prices are evenly spaced,
 * each under its date: changes days or minutes apart read alike. Coordinates come from the points alone
 * (never the clock), so the server's drawing and the browser's are the same. The list beside it is its
 * text: the picture is labelled and says so.
 */
export function PriceHistoryChart({
  points,
  titleId,
  title,
  formatDate,
}: {
  points: readonly PricePoint[];
  titleId: string;
  /** What the chart shows, for those who cannot see it. */
  title: string;
  formatDate: (iso: string) => string;
}) {
  const prices = points.flatMap((point) => [point.minPrice, point.maxPrice]);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const padding = high === low ? Math.max(high * 0.1, 1) : (high - low) * 0.12;
  // One step per price, the last as wide as the others, so the price now reads as a step too.
  const stepWidth = (WIDTH - PAD.left - PAD.right) / points.length;
  const x: Scale = (index) => PAD.left + index * stepWidth;
  const y: Scale = (price) =>
    PAD.top + (1 - (price - (low - padding)) / (high - low + 2 * padding)) * (HEIGHT - PAD.top - PAD.bottom);
  const stepPath = (pick: (point: PricePoint) => number) =>
    points
      .map(
        (point, index) =>
          `${index === 0 ? 'M' : 'L'}${round(x(index))} ${round(y(pick(point)))} H${round(x(index + 1))}`,
      )
      .join(' ');
  // Dates under the first and the last step, and under every step while they fit.
  const isDateShown = (index: number) => points.length <= 4 || index === 0 || index === points.length - 1;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      className="h-auto w-full max-w-lg"
    >
      <title id={titleId}>{title}</title>
      {[high, low].map((price) => (
        <g key={price}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(price)} y2={y(price)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(price) + 5} textAnchor="end" fontSize={FONT_SIZE} fill="#475569">
            {formatShortAmount(price)}
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
        <g key={point.from}>
          <circle cx={x(index)} cy={y(point.maxPrice)} r="4" fill="#c2410c" />
          {isDateShown(index) && (
            <text x={x(index)} y={HEIGHT - 8} fontSize={FONT_SIZE - 2} fill="#475569">
              {formatDate(point.from)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
