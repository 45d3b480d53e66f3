/**
 * The 0.1° grid cells a map box covers, as the generated `cell` column numbers them
 * (floor(lat*10)*100000 + floor(lng*10), migration 0013; decision 024). Multiplying by ten and
 * flooring is monotonic in IEEE arithmetic, identical in JavaScript and PostgreSQL, so every point
 * inside the box has one of these cells.
 */
import type { MapBounds } from '@nestlane/shared';

/**
 * Beyond this many cells (a box of about 1° × 1°) the box is tested by its ranges alone: a
 * country-wide box holds most listings, and walking them newest first is then the right plan.
 */
export const MAX_BOX_CELLS = 100;

/**
 * Below this share of its cells' area a box is tested by its ranges alone: its narrow ranges are
 * estimated well, and the (lat, lng) index reads less than whole cells (a block of Gulshan, 1.5 %
 * of its two cells: 9 ms on the coordinates index, 25 ms reading the cells, at 1 000 000).
 */
export const MIN_BOX_SHARE_OF_CELLS = 1 / 8;

/** The box's cells, or undefined when it covers more than MAX_BOX_CELLS or too little of them. */
export function findBoxCells({ north, south, east, west }: MapBounds): number[] | undefined {
  const [top, bottom] = [Math.floor(north * 10), Math.floor(south * 10)];
  const [right, left] = [Math.floor(east * 10), Math.floor(west * 10)];
  const cellCount = (top - bottom + 1) * (right - left + 1);
  if (cellCount > MAX_BOX_CELLS) return undefined;
  if ((north - south) * (east - west) < MIN_BOX_SHARE_OF_CELLS * cellCount * 0.01) return undefined;
  const cells: number[] = [];
  for (let row = bottom; row <= top; row++) {
    for (let column = left; column <= right; column++) cells.push(row * 100000 + column);
  }
  return cells;
}
