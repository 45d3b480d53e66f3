import type { MapPoint } from '@nestlane/shared';
import { LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { type RefObject, useEffect, useRef } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import { describeBounds, toLatLngCorners } from './map-bounds';
import type { MapBounds } from './search-map-props';

/** How close a single listing is shown: its streets. */
const SINGLE_POINT_ZOOM = 15;
/** Room round the fitted points for a price pin's width and height, and the count above the map's top. */
const FIT_PADDING = {
  paddingTopLeft: [48, 72] as [number, number],
  paddingBottomRight: [48, 24] as [number, number],
};

function fitToPoints(map: LeafletMap, points: MapPoint[]) {
  const [first] = points;
  if (!first) return;
  const corners = new LatLngBounds(points.map((point) => [point.lat, point.lng]));
  // One spot (or many at one address) has no extent to fit: centre on it instead.
  if (corners.getNorthEast().equals(corners.getSouthWest())) {
    map.setView([first.lat, first.lng], SINGLE_POINT_ZOOM, { animate: false });
    return;
  }
  map.fitBounds(corners, { ...FIT_PADDING, animate: false });
}

/** Runs one of the map's own moves with the flag up, so its moveend is not taken for the person's. */
function moveOnOwn(isOwnMove: { current: boolean }, move: () => void) {
  isOwnMove.current = true;
  try {
    move();
  } finally {
    isOwnMove.current = false;
  }
}

/** Space kept between a chosen marker's tip and the card over the map. */
const CARD_GAP_PX = 16;

/**
 * Moves the map up when the card that just opened covers its marker, so both are seen. Only the overlap
 * is moved, the rest of the view stays where the person left it.
 */
function revealAboveCard(map: LeafletMap, point: MapPoint, card: HTMLElement) {
  const container = map.getContainer().getBoundingClientRect();
  const cardBox = card.getBoundingClientRect();
  const marker = map.latLngToContainerPoint([point.lat, point.lng]);
  const cardTop = cardBox.top - container.top - CARD_GAP_PX;
  const isCovered =
    marker.y > cardTop &&
    marker.x >= cardBox.left - container.left &&
    marker.x <= cardBox.right - container.left;
  if (isCovered) map.panBy([0, marker.y - cardTop], { animate: false });
}

type MapViewSyncProps = {
  /** The points of `resultsKey`'s search, or undefined while it loads. */
  points: MapPoint[] | undefined;
  resultsKey: string;
  bounds: MapBounds | undefined;
  /** The bounds this map itself sent with "Search this area": it already shows them. */
  searchedBoundsKey: string;
  /** The person moved the map (drag, zoom, keys, a cluster); our own fitting does not count. */
  onUserMove: () => void;
  /** A move started or ended (a zoom's animation, a drag's glide after the mouse lets go). */
  onMovingChange: (isMoving: boolean) => void;
  /** The chosen listing, and its card over the map. */
  selected: MapPoint | undefined;
  cardRef: RefObject<HTMLElement | null>;
};

/**
 * Shows the search's area when the URL has one, else fits the map to the results once per search, keeps a
 * chosen marker clear of its card, and tells a move by the person from the map's own moves. The map's own moves are made without animation, so their
 * moveend arrives while the flag is still up.
 */
export function MapViewSync({
  points,
  resultsKey,
  bounds,
  searchedBoundsKey,
  onUserMove,
  onMovingChange,
  selected,
  cardRef,
}: MapViewSyncProps) {
  const map = useMap();
  const isOwnMove = useRef(false);
  const shownBoundsKey = useRef(describeBounds(bounds));
  const fittedResultsKey = useRef('');
  const boundsKey = describeBounds(bounds);

  useMapEvents({
    movestart: () => onMovingChange(true),
    moveend: () => {
      onMovingChange(false);
      if (!isOwnMove.current) onUserMove();
    },
  });

  useEffect(() => {
    if (!bounds || boundsKey === shownBoundsKey.current || boundsKey === searchedBoundsKey) return;
    shownBoundsKey.current = boundsKey;
    moveOnOwn(isOwnMove, () => map.fitBounds(toLatLngCorners(bounds), { animate: false }));
  }, [map, bounds, boundsKey, searchedBoundsKey]);

  useEffect(() => {
    shownBoundsKey.current = boundsKey;
    if (bounds || !points || fittedResultsKey.current === resultsKey) return;
    fittedResultsKey.current = resultsKey;
    moveOnOwn(isOwnMove, () => fitToPoints(map, points));
  }, [map, bounds, boundsKey, points, resultsKey]);

  useEffect(() => {
    const card = cardRef.current;
    if (selected && card) moveOnOwn(isOwnMove, () => revealAboveCard(map, selected, card));
  }, [map, selected, cardRef]);

  return null;
}
