/** Bullets further than this from the active one are not drawn (Swiper-style "dynamic bullets"). */
export const VISIBLE_BULLET_DISTANCE = 3;

const SCALES = [1.35, 1, 0.75, 0.5];

/** The active bullet is largest; each step away shrinks it. */
export function bulletScale(distance: number): number {
  return SCALES[Math.min(distance, SCALES.length - 1)] ?? 0.5;
}
