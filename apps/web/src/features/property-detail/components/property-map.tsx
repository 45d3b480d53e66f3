import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useAppConfig } from '../../../lib/app-config';

// Leaflet finds its marker images through a CSS path the bundler rewrites; give it the bundled URLs
// instead (DESIGN §5). An empty imagePath stops it prefixing the detected folder.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconRetinaUrl: markerIcon2x, iconUrl: markerIcon, shadowUrl: markerShadow });

const MAP_ZOOM = 15;
const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

type PropertyMapProps = { latitude: string; longitude: string; title: string };

/** Lazily loaded when the Maps section opens, so Leaflet never weighs on the first load. */
export default function PropertyMap({ latitude, longitude, title }: PropertyMapProps) {
  const { data: config, isError } = useAppConfig();
  const lat = Number(latitude);
  const lng = Number(longitude);
  const hasPosition =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

  if (!hasPosition)
    return <p className="text-slate-600">The map location of this property is not available.</p>;
  if (isError) return <p className="text-slate-600">The map could not be loaded right now.</p>;
  if (!config) return <LoadingSpinner label="Loading map" className="h-80" />;

  return (
    <div className="h-80 overflow-hidden rounded-xl border border-slate-200">
      <MapContainer center={[lat, lng]} zoom={MAP_ZOOM} scrollWheelZoom={false} className="size-full">
        <TileLayer url={config.mapTileUrl} attribution={TILE_ATTRIBUTION} />
        <Marker position={[lat, lng]} title={title} alt={title}>
          <Popup>{title}</Popup>
        </Marker>
      </MapContainer>
    </div>
  );
}
