import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { propertiesText } from '../messages';
import { SEARCH_MAP_HEIGHT, type SearchMapProps } from './search-map-props';

export type { MapBounds, SearchMapProps } from './search-map-props';

const SearchMap = lazy(() => import('./search-map'));

/** The search results on a map. Leaflet, the clustering and their CSS load only when this renders. */
export function LazySearchMap(props: SearchMapProps) {
  const t = propertiesText;
  return (
    <Suspense
      fallback={
        <LoadingSpinner
          label={t('properties.map.loading')}
          className={props.className ?? SEARCH_MAP_HEIGHT}
        />
      }
    >
      <SearchMap {...props} />
    </Suspense>
  );
}
