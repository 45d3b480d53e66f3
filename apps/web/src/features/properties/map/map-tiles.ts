/**
 * Whether the map has tiles to draw. MAP_TILE_URL=none gives the browser an empty URL: the markers and
 * clusters then sit on a plain background (decision 027).
 */
export function hasMapTiles(mapTileUrl: string): boolean {
  return mapTileUrl.trim() !== '';
}
