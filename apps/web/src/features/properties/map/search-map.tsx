import { SEARCH_MAP_HEIGHT, type SearchMapProps } from './search-map-props';

/** First version: the map's place on the page; the markers follow. */
export default function SearchMap(_props: SearchMapProps) {
  return <section aria-label="Search results on a map" className={SEARCH_MAP_HEIGHT} />;
}
