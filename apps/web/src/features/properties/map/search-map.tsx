import type { MapPoint } from '@nestlane/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import { hasMapTiles, TILE_ATTRIBUTION } from '../../../components/leaflet-setup';
import { useAppConfig } from '../../../lib/app-config';
import { propertiesText } from '../messages';
import { ClusteredMarkers } from './clustered-markers';
import { buildSearchMapParams, useSearchMap } from './get-search-map';
import { describeBounds, toLatLngCorners, toSearchBounds } from './map-bounds';
import { MapPointCard } from './map-point-card';
import { MapResultsSheet } from './map-results-sheet';
import { MapViewSync } from './map-view-sync';
import { SEARCH_MAP_HEIGHT, type SearchMapProps } from './search-map-props';
import { SearchMapStatus } from './search-map-status';

/** Bangladesh, before the results are in. */
const COUNTRY_CENTER: [number, number] = [23.7, 90.35];
const COUNTRY_ZOOM = 7;

type Props = SearchMapProps & {
  /** The Leaflet map once it exists: for tests that move it as a person would. */
  onMapReady?: (map: LeafletMap) => void;
};

/** Focus on a marker (or the map, if it is gone), found by its point's id. */
function focusMarker(container: HTMLElement | undefined, pointId: string) {
  const marker = container?.querySelector<HTMLElement>(`[data-point-id="${CSS.escape(pointId)}"]`);
  (marker ?? container)?.focus();
}

/** The search's results on a map: markers and clusters, the chosen one's card, and "Search this area". */
export default function SearchMap(props: Props) {
  const { apiQuery, bounds, onSearchArea, onMapReady, highlighted, listings, renderSaveButton } = props;
  const t = propertiesText;
  const appConfig = useAppConfig();
  const config = appConfig.data;
  const results = useSearchMap(apiQuery, bounds);
  const resultsKey = buildSearchMapParams(apiQuery, bounds).toString();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [hasMoved, setHasMoved] = useState(false);
  const [isMoving, setIsMoving] = useState(false);
  const [searchedBoundsKey, setSearchedBoundsKey] = useState('');
  const [selected, setSelected] = useState<MapPoint | undefined>();
  // The marker whose card closed gets focus back once its button is drawn again (it stopped being selected).
  // An effect here runs after the markers' own effects, which redraw it.
  const [returnFocusTo, setReturnFocusTo] = useState<string | undefined>();
  const cardRef = useRef<HTMLElement>(null);
  const points = results.data?.points;

  function attachMap(instance: LeafletMap | null) {
    setMap(instance);
    if (instance) onMapReady?.(instance);
  }

  function searchThisArea() {
    if (!map) return;
    const visible = toSearchBounds(map.getBounds());
    setSearchedBoundsKey(describeBounds(visible));
    setHasMoved(false);
    onSearchArea(visible);
  }

  function closeCard() {
    if (!selected) return;
    setSelected(undefined);
    setReturnFocusTo(selected.id);
  }

  useEffect(() => {
    if (!returnFocusTo) return;
    focusMarker(map?.getContainer(), returnFocusTo);
    setReturnFocusTo(undefined);
  }, [returnFocusTo, map]);

  return (
    <div className={`flex flex-col ${props.className ?? SEARCH_MAP_HEIGHT}`}>
      <section
        aria-label={t('properties.map.region')}
        aria-busy={results.isFetching || appConfig.isPending || isMoving}
        className="relative isolate min-h-0 flex-1 overflow-hidden rounded-xl border border-slate-200"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && selected) closeCard();
        }}
      >
        <div className="pointer-events-none absolute inset-x-2 top-2 z-[1000] flex flex-col items-center gap-2">
          <SearchMapStatus results={results} />
          {hasMoved && (
            <button
              type="button"
              onClick={searchThisArea}
              className="btn-primary pointer-events-auto py-2 text-sm shadow-lg"
            >
              {t('properties.map.searchArea')}
            </button>
          )}
        </div>
        <MapContainer
          ref={attachMap}
          {...(bounds ? { bounds: toLatLngCorners(bounds) } : { center: COUNTRY_CENTER, zoom: COUNTRY_ZOOM })}
          // The map sits in a page that scrolls: the wheel scrolls the page (zoom: buttons, keys, pinch, double click).
          scrollWheelZoom={false}
          // Leaflet's own +/− buttons name themselves in English: ours, below, in the language being read.
          zoomControl={false}
          className="size-full bg-slate-100 focus-visible:-outline-offset-4"
        >
          <ZoomControl zoomInTitle={t('properties.map.zoomIn')} zoomOutTitle={t('properties.map.zoomOut')} />
          {config && hasMapTiles(config.mapTileUrl) && (
            <TileLayer url={config.mapTileUrl} attribution={TILE_ATTRIBUTION} />
          )}
          <MapViewSync
            points={results.isPlaceholderData ? undefined : points}
            resultsKey={resultsKey}
            bounds={bounds}
            searchedBoundsKey={searchedBoundsKey}
            onUserMove={() => setHasMoved(true)}
            onMovingChange={setIsMoving}
            selected={selected}
            cardRef={cardRef}
          />
          {points && (
            <ClusteredMarkers
              points={points}
              selectedId={selected?.id}
              onSelect={setSelected}
              highlighted={highlighted}
            />
          )}
        </MapContainer>
        {selected && <MapPointCard key={selected.id} ref={cardRef} point={selected} onClose={closeCard} />}
      </section>
      {listings && listings.length > 0 && (
        <MapResultsSheet listings={listings} highlighted={highlighted} renderSaveButton={renderSaveButton} />
      )}
    </div>
  );
}
