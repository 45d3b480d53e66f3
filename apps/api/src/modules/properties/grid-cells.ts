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

/** The box's cells, or undefined when it covers more than MAX_BOX_CELLS. */
export function findBoxCells({ north, south, east, west }: MapBounds): number[] | undefined {
  const [top, bottom] = [Math.floor(north * 10), Math.floor(south * 10)];
  const [right, left] = [Math.floor(east * 10), Math.floor(west * 10)];
  if ((top - bottom + 1) * (right - left + 1) > MAX_BOX_CELLS) return undefined;
  const cells: number[] = [];
  for (let row = bottom; row <= top; row++) {
    for (let column = left; column <= right; column++) cells.push(row * 100000 + column);
  }
  return cells;
}
