import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { hasMapTiles, TILE_ATTRIBUTION } from '../../../components/leaflet-setup';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { MapZoomControl } from '../../../components/map-zoom-control';
import { useT } from '../../../i18n';
import { useAppConfig } from '../../../lib/app-config';
import { propertyDetailMessages } from '../messages';

const MAP_ZOOM = 15;

type PropertyMapProps = { latitude: string; longitude: string; title: string };

/** Lazily loaded when the Maps section opens, so Leaflet never weighs on the first load. */
export default function PropertyMap({ latitude, longitude, title }: PropertyMapProps) {
  const { data: config, isError } = useAppConfig();
  const t = useT(propertyDetailMessages);
  const lat = Number(latitude);
  const lng = Number(longitude);
  const hasPosition =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

  if (!hasPosition) return <p className="text-slate-600">{t('propertyDetail.map.noPosition')}</p>;
  if (isError) return <p className="text-slate-600">{t('propertyDetail.map.failed')}</p>;
  if (!config) return <LoadingSpinner label={t('propertyDetail.map.loading')} className="h-80" />;

  return (
    <div className="h-80 overflow-hidden rounded-xl border border-slate-200">
      <MapContainer
        center={[lat, lng]}
        zoom={MAP_ZOOM}
        scrollWheelZoom={false}
        zoomControl={false}
        className="size-full"
      >
        <MapZoomControl />
        {hasMapTiles(config.mapTileUrl) && (
          <TileLayer url={config.mapTileUrl} attribution={TILE_ATTRIBUTION} />
        )}
        <Marker position={[lat, lng]} title={title} alt={title}>
          <Popup>{title}</Popup>
        </Marker>
      </MapContainer>
    </div>
  );
}
