import { AMENITIES, SEARCH_SORTS } from '@nestlane/shared';
import { describe, expect, it } from 'vitest';
import {
  AMENITY_VALUES,
  readFiltersFromParams,
  SORT_VALUES,
  toApiQuery,
  withFilters,
} from './search-filters';

describe('search filters', () => {
  it("keep the API's amenities and sorts, in its order", () => {
    expect(AMENITY_VALUES).toEqual(AMENITIES);
    expect(SORT_VALUES).toEqual(SEARCH_SORTS);
  });

  it('start again at page 1 on any change but the page, and drop view=list', () => {
    const params = new URLSearchParams('page=4&view=map&listedFor=For+Rent');
    expect(withFilters(params, { minBedrooms: '2' }).toString()).toBe(
      'view=map&listedFor=For+Rent&minBedrooms=2',
    );
    expect(withFilters(params, { page: '5' }).toString()).toBe('view=map&listedFor=For+Rent&page=5');
    expect(withFilters(params, { view: 'list', amenities: ['Pool', 'Gym'] }).toString()).toBe(
      'listedFor=For+Rent&amenities=Pool&amenities=Gym',
    );
  });

  it('read map bounds only when all four are there and in order, and send them apart from view and page', () => {
    const inside = readFiltersFromParams(
      new URLSearchParams('view=map&north=23.9&south=23.7&east=90.5&west=90.3'),
    );
    expect(inside.bounds).toEqual({ north: 23.9, south: 23.7, east: 90.5, west: 90.3 });
    expect(toApiQuery(inside).toString()).toBe('north=23.9&south=23.7&east=90.5&west=90.3');
    const inverted = new URLSearchParams('north=23.7&south=23.9&east=90.5&west=90.3');
    expect(readFiltersFromParams(inverted).bounds).toBeUndefined();
    expect(
      readFiltersFromParams(new URLSearchParams('north=23.9&south=23.7&east=90.5')).bounds,
    ).toBeUndefined();
  });

  it('drop a maximum below its minimum rather than send a request the API refuses', () => {
    const filters = readFiltersFromParams(
      new URLSearchParams('minSize=2000&maxSize=1000&minPrice=5&maxPrice=9'),
    );
    expect(toApiQuery(filters).toString()).toBe('minSize=2000&minPrice=5&maxPrice=9');
  });
});
