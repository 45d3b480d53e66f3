import { findPlaces } from '@nestlane/shared/geo/places';
import { describe, expect, it } from 'vitest';
import { describePlaceFilter, toPlaceFilter } from './place-params';

function firstPlace(text: string) {
  const [place] = findPlaces(text);
  if (!place) throw new Error(`no place for ${text}`);
  return place;
}

describe('a chosen place as search filters', () => {
  it.each([
    [
      'Sylhet',
      'division',
      { division: 'Sylhet', district: '', upazila: '', area: '', locality: '' },
      'Sylhet',
    ],
    [
      'Cox',
      'district',
      { division: '', district: "Cox's Bazar", upazila: '', area: '', locality: '' },
      "Cox's Bazar",
    ],
    [
      'Savar',
      'upazila',
      { division: '', district: 'Dhaka', upazila: 'Savar', area: '', locality: '' },
      'Savar, Dhaka',
    ],
    [
      'গুলশান',
      'area',
      { division: '', district: 'Dhaka', upazila: '', area: 'Gulshan', locality: '' },
      'Gulshan, Dhaka',
    ],
    [
      'mirpur10',
      'locality',
      { division: '', district: 'Dhaka', upazila: '', area: 'Mirpur', locality: 'Mirpur 10' },
      'Mirpur 10, Dhaka',
    ],
  ])(
    '%s fills the %s filter, an upazila, area or locality with its district',
    (text, level, filter, label) => {
      const place = firstPlace(text);
      expect(place.level).toBe(level);
      expect(toPlaceFilter(place)).toEqual(filter);
      expect(describePlaceFilter(toPlaceFilter(place))).toBe(label);
    },
  );

  it('tells the two Kotwali thanas apart by their district', () => {
    const kotwalis = findPlaces('Kotwali').filter((place) => place.level === 'area');
    expect(kotwalis.map((place) => describePlaceFilter(toPlaceFilter(place))).sort()).toEqual([
      'Kotwali, Chattogram',
      'Kotwali, Dhaka',
    ]);
  });
});
