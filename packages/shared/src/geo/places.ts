/**
 * City areas, their localities and the "where" type-ahead: a separate entry point
 * (`@nestlane/shared/geo/places`) so a page that needs only the admin hierarchy does not
 * load the areas.
 */
export {
  type Area,
  BD_AREAS,
  type DistrictAreas,
  findArea,
  findAreaParents,
  findCityUpazila,
  isKnownArea,
  listAreas,
  takesCityArea,
} from './areas';
export { listBanglaPlaceNames } from './bangla-names';
export { findPlaces, normalizePlaceText, type PlaceLevel, type PlaceMatch } from './find-places';
export {
  BD_LOCALITIES,
  findLocality,
  findLocalityArea,
  findLocalityBox,
  type Locality,
  type LocalityKind,
  listLocalities,
} from './localities';
