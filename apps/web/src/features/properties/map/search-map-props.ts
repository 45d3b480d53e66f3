import type { Property } from '@nestlane/shared';
import type { ReactNode } from 'react';
import type { HighlightedListing } from '../lib/highlighted-listing';

export type MapBounds = { north: number; south: number; east: number; west: number };

export type SearchMapProps = {
  /** The search's filters as the API's query string (no page or limit). */
  apiQuery: URLSearchParams;
  /** The area the search is limited to, from the URL; the map shows it instead of fitting the results. */
  bounds?: MapBounds;
  /** "Search this area": the visible bounds, rounded, for the URL. */
  onSearchArea: (bounds: MapBounds) => void;
  /** The listing hovered or focused in the list beside the map, whose marker stands out. */
  highlighted?: HighlightedListing;
  /** The list's page of cards: on a phone they sit in a sheet under the full-screen map. */
  listings?: Property[];
  /** A sheet card's heart, as the list's cards have (the page's SaveHomeButton). */
  renderSaveButton?: (listing: Property) => ReactNode;
  /** The map's size where the page places it; SEARCH_MAP_HEIGHT by default. */
  className?: string;
};

/** The map's height, shared by the loading fallback so the page does not jump when Leaflet arrives. */
export const SEARCH_MAP_HEIGHT = 'h-[60vh] min-h-80 max-h-[720px]';
