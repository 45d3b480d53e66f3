import type { MapPoint } from '@nestlane/shared';
import { memo, useMemo, useRef, useState } from 'react';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { type HighlightedListing, useIsHighlighted } from '../lib/highlighted-listing';
import { createClusterIcon, createPointIcon } from './marker-icons';

/** Points closer than this many pixels share one cluster; past MAX_CLUSTER_ZOOM every point stands alone. */
const CLUSTER_RADIUS_PX = 60;
const MAX_CLUSTER_ZOOM = 16;
/** The whole world: at most MAX_MAP_POINTS markers, so clustering everything is cheaper than tracking the view. */
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

type PointProperties = { pointIndex: number };

function buildIndex(points: MapPoint[]) {
  const index = new Supercluster<PointProperties>({ radius: CLUSTER_RADIUS_PX, maxZoom: MAX_CLUSTER_ZOOM });
  index.load(
    points.map((point, pointIndex) => ({
      type: 'Feature' as const,
      properties: { pointIndex },
      geometry: { type: 'Point' as const, coordinates: [point.lng, point.lat] },
    })),
  );
  return index;
}

type ClusteredMarkersProps = {
  points: MapPoint[];
  selectedId: string | undefined;
  onSelect: (point: MapPoint) => void;
  /** The listing hovered or focused in the list beside the map: its marker, or the cluster holding it, stands out. */
  highlighted?: HighlightedListing;
};

/** Every point as a marker, those too close together at this zoom as one cluster; a cluster zooms in. */
export const ClusteredMarkers = memo(function ClusteredMarkers({
  points,
  selectedId,
  onSelect,
  highlighted,
}: ClusteredMarkersProps) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => Math.round(map.getZoom()));
  useMapEvents({ zoomend: () => setZoom(Math.round(map.getZoom())) });
  const index = useMemo(() => buildIndex(points), [points]);
  const clusters = useMemo(() => index.getClusters(WORLD, zoom), [index, zoom]);

  return clusters.map((feature) => {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const clusterId = feature.properties.cluster_id;
      return (
        <ClusterMarker
          key={`cluster-${clusterId}-${zoom}`}
          position={[lat, lng]}
          count={feature.properties.point_count}
          listLeafIds={() =>
            index
              .getLeaves(clusterId, Number.POSITIVE_INFINITY)
              .map((leaf) => points[leaf.properties.pointIndex]?.id)
          }
          highlighted={highlighted}
          onPress={() => {
            map.setView([lat, lng], index.getClusterExpansionZoom(clusterId));
            // The pressed cluster is gone; keyboard users go on from the map, whose arrows pan it.
            map.getContainer().focus();
          }}
        />
      );
    }
    const point = points[(feature.properties as PointProperties).pointIndex];
    if (!point) return null;
    return (
      <PointMarker
        key={point.id}
        point={point}
        isSelected={point.id === selectedId}
        onSelect={onSelect}
        highlighted={highlighted}
      />
    );
  });
});

function ClusterMarker({
  position,
  count,
  listLeafIds,
  highlighted,
  onPress,
}: {
  position: [number, number];
  count: number;
  /** The ids of the listings inside, asked for only once a listing is highlighted. */
  listLeafIds: () => (string | undefined)[];
  highlighted: HighlightedListing | undefined;
  onPress: () => void;
}) {
  // Asked again after each render, whose points or zoom may have changed.
  const leafIds = useRef<Set<string | undefined>>(undefined);
  leafIds.current = undefined;
  const isHighlighted = useIsHighlighted(highlighted, (id) => {
    leafIds.current ??= new Set(listLeafIds());
    return leafIds.current.has(id);
  });
  // One icon per cluster: a new one on every render would redraw the button and lose its focus.
  const icon = useMemo(() => createClusterIcon(count, isHighlighted), [count, isHighlighted]);
  return <Marker position={position} icon={icon} keyboard={false} eventHandlers={{ click: onPress }} />;
}

function PointMarker({
  point,
  isSelected,
  onSelect,
  highlighted,
}: {
  point: MapPoint;
  isSelected: boolean;
  onSelect: (point: MapPoint) => void;
  highlighted: HighlightedListing | undefined;
}) {
  const isHighlighted = useIsHighlighted(highlighted, (id) => id === point.id);
  const icon = useMemo(
    () => createPointIcon(point, isSelected, isHighlighted),
    [point, isSelected, isHighlighted],
  );
  return (
    <Marker
      position={[point.lat, point.lng]}
      icon={icon}
      keyboard={false}
      zIndexOffset={isSelected || isHighlighted ? 1000 : 0}
      eventHandlers={{ click: () => onSelect(point) }}
    />
  );
}
