import type { LatLngTuple } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useAppConfig } from '../lib/app-config';
import { commonText } from '../lib/common-text';
import { hasMapTiles, TILE_ATTRIBUTION } from './leaflet-setup';
import { LoadingSpinner } from './loading-spinner';
import { MapZoomControl } from './map-zoom-control';

const PICKER_ZOOM = 11;

export type LocationPickerMapProps = {
  /** Where the map looks: follows the chosen district. */
  center: LatLngTuple;
  /** The picked point, shown as a marker; null before one is chosen. */
  position: LatLngTuple | null;
  onPick: (latitude: number, longitude: number) => void;
  /** What the map is for, read by screen readers. */
  label: string;
};

/** MapContainer reads `center` only once; a new district moves the view from here. */
function FollowCenter({ center }: { center: LatLngTuple }) {
  const map = useMap();
  const [lat, lng] = center;
  useEffect(() => {
    map.setView([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

function PickOnClick({ onPick }: { onPick: LocationPickerMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/**
 * A map where a click picks a point (the typed latitude and longitude fields stay the keyboard way in).
 * The default export lets forms load it with React.lazy, so Leaflet never weighs on the first load.
 */
export default function LocationPickerMap({ center, position, onPick, label }: LocationPickerMapProps) {
  const { data: config, isError } = useAppConfig();
  if (isError) return <p className="text-slate-600">{commonText('common.map.unavailable')}</p>;
  if (!config) return <LoadingSpinner label={commonText('common.map.loading')} className="h-72" />;
  return (
    <section aria-label={label} className="h-72 overflow-hidden rounded-xl border border-slate-200">
      <MapContainer
        center={center}
        zoom={PICKER_ZOOM}
        scrollWheelZoom={false}
        zoomControl={false}
        className="size-full"
      >
        <MapZoomControl />
        {hasMapTiles(config.mapTileUrl) && (
          <TileLayer url={config.mapTileUrl} attribution={TILE_ATTRIBUTION} />
        )}
        <FollowCenter center={center} />
        <PickOnClick onPick={onPick} />
        {position && <Marker position={position} />}
      </MapContainer>
    </section>
  );
}
