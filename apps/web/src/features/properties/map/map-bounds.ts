import type { LatLngBounds } from 'leaflet';
import type { MapBounds } from './search-map-props';

/** Five decimals are about a metre: short in the URL, and nothing visible is cut off. */
const BOUNDS_SCALE = 1e5;

function clamp(value: number, limit: number): number {
  return Math.min(limit, Math.max(-limit, value));
}

/**
 * The map's visible area as the API's bounds: rounded outwards to five decimals (so a listing at the edge
 * stays inside) and kept within the world (a map zoomed far out shows longitudes past ±180).
 */
export function toSearchBounds(visible: LatLngBounds): MapBounds {
  const up = (value: number) => Math.ceil(value * BOUNDS_SCALE) / BOUNDS_SCALE;
  const down = (value: number) => Math.floor(value * BOUNDS_SCALE) / BOUNDS_SCALE;
  return {
    north: clamp(up(visible.getNorth()), 90),
    south: clamp(down(visible.getSouth()), 90),
    east: clamp(up(visible.getEast()), 180),
    west: clamp(down(visible.getWest()), 180),
  };
}

/** Leaflet's [[south, west], [north, east]]. */
export function toLatLngCorners(bounds: MapBounds): [[number, number], [number, number]] {
  return [
    [bounds.south, bounds.west],
    [bounds.north, bounds.east],
  ];
}

export function describeBounds(bounds: MapBounds | undefined): string {
  return bounds ? `${bounds.north},${bounds.south},${bounds.east},${bounds.west}` : '';
}
