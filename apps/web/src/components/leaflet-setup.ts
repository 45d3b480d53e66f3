import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

// Leaflet finds its marker images through a CSS path the bundler rewrites; give it the bundled URLs
// instead (DESIGN §5). An empty imagePath stops it prefixing the detected folder. Every map imports this
// module, so the fix runs once, before any marker is drawn.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconRetinaUrl: markerIcon2x, iconUrl: markerIcon, shadowUrl: markerShadow });

export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * Whether the maps have tiles to draw: MAP_TILE_URL=none gives the browser an empty URL, and the markers
 * then sit on a plain background (decision 027).
 */
export function hasMapTiles(mapTileUrl: string): boolean {
  return mapTileUrl.trim() !== '';
}
