import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BD_AREAS,
  findArea,
  findAreaParents,
  findCityUpazila,
  isKnownArea,
  listAreas,
  takesCityArea,
} from './areas';
import { BD_DIVISIONS } from './index';

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const districts = BD_DIVISIONS.flatMap((d) => d.districts);

describe('city areas data', () => {
  it('covers every DMP and CMP thana the issue names', () => {
    const names = (district: string) =>
      BD_AREAS.find((d) => d.district === district)?.areas.map((a) => a.name);
    expect(names('Dhaka')).toHaveLength(50);
    expect(names('Dhaka')).toEqual(
      expect.arrayContaining([
        'Gulshan',
        'Banani',
        'Dhanmondi',
        'Uttara East',
        'Uttara West',
        'Mirpur',
        'Pallabi',
        'Mohammadpur',
        'Tejgaon',
        'Ramna',
        'Motijheel',
        'Khilgaon',
        'Badda',
        'Vatara',
        'Cantonment',
        'Kafrul',
      ]),
    );
    expect(names('Chattogram')).toHaveLength(16);
    expect(names('Chattogram')).toEqual(
      expect.arrayContaining([
        'Kotwali',
        'Panchlaish',
        'Double Mooring',
        'Khulshi',
        'Halishahar',
        'Pahartali',
        'Bayazid Bostami',
        'Chandgaon',
        'Bakalia',
        'Patenga',
        'Bandar',
        'EPZ',
        'Akbar Shah',
        'Chawkbazar',
        'Sadarghat',
        'Karnaphuli',
      ]),
    );
  });

  it("puts every area under a district that exists, by the district's id and name", () => {
    for (const group of BD_AREAS) {
      expect(districts.find((d) => d.id === group.districtId)?.name).toBe(group.district);
    }
  });

  it("names each city's metropolitan upazila, an upazila of its district by id and name", () => {
    expect(BD_AREAS.map((g) => [g.district, g.upazila, g.upazilaId])).toEqual([
      ['Dhaka', 'Dhaka Metropolitan', 9001],
      ['Chattogram', 'Chattogram Metropolitan', 9002],
    ]);
    for (const group of BD_AREAS) {
      const district = districts.find((d) => d.id === group.districtId);
      expect(district?.upazilas.find((u) => u.id === group.upazilaId)?.name).toBe(group.upazila);
    }
  });

  it('has unique slug ids, unique names and Bangla names within a district, sorted by name', () => {
    const ids = BD_AREAS.flatMap((d) => d.areas.map((a) => a.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of BD_AREAS) {
      const names = group.areas.map((a) => a.name);
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(group.areas.map((a) => a.bn)).size).toBe(names.length);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const area of group.areas) {
        expect(area.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(area.id.startsWith(`${group.district.toLowerCase()}-`)).toBe(true);
        expect(area.bn).toMatch(/^[\u0980-\u09ff ]+$/);
      }
    }
  });

  it('places every centre inside Bangladesh, within 25 km of its city, at 4 decimals', () => {
    for (const group of BD_AREAS) {
      const city = districts.find((d) => d.id === group.districtId);
      if (!city) throw new Error(`no district ${group.districtId}`);
      for (const area of group.areas) {
        expect(area.lat, area.id).toBeGreaterThan(20.5);
        expect(area.lat, area.id).toBeLessThan(26.7);
        expect(area.lng, area.id).toBeGreaterThan(88);
        expect(area.lng, area.id).toBeLessThan(92.7);
        expect(distanceKm(area, city), area.id).toBeLessThan(25);
        expect(Math.round(area.lat * 1e4) / 1e4).toBe(area.lat);
        expect(Math.round(area.lng * 1e4) / 1e4).toBe(area.lng);
      }
    }
  });
});

describe('city area lookups', () => {
  it("lists a district's areas, and none for a district without them", () => {
    expect(listAreas('Dhaka', 'Dhaka').map((a) => a.id)).toContain('dhaka-gulshan');
    expect(listAreas('Chattogram', 'Chattogram').map((a) => a.name)).toContain('Double Mooring');
    expect(listAreas('Dhaka', 'Gazipur')).toEqual([]);
    expect(listAreas('Sylhet', 'Dhaka')).toEqual([]);
  });

  it('finds an area by id, with its parents', () => {
    expect(findArea('dhaka-dhanmondi')).toMatchObject({ name: 'Dhanmondi', bn: 'ধানমন্ডি' });
    expect(findArea('chattogram-kotwali')?.name).toBe('Kotwali');
    expect(findArea('gulshan')).toBeUndefined();
    expect(findAreaParents('chattogram-khulshi')).toEqual({ division: 'Chattogram', district: 'Chattogram' });
    expect(findAreaParents('nowhere')).toBeUndefined();
  });

  it("knows a district's metropolitan upazila, the only one that takes a city area", () => {
    expect(findCityUpazila('Dhaka', 'Dhaka')).toBe('Dhaka Metropolitan');
    expect(findCityUpazila('Chattogram', 'Chattogram')).toBe('Chattogram Metropolitan');
    expect(findCityUpazila('Dhaka', 'Gazipur')).toBeUndefined();
    expect(takesCityArea('Dhaka', 'Dhaka', 'Dhaka Metropolitan')).toBe(true);
    expect(takesCityArea('Chattogram', 'Chattogram', 'Chattogram Metropolitan')).toBe(true);
    expect(takesCityArea('Dhaka', 'Dhaka', 'Savar')).toBe(false);
    expect(takesCityArea('Chattogram', 'Chattogram', 'Dhaka Metropolitan')).toBe(false);
    expect(takesCityArea('Dhaka', 'Gazipur', '')).toBe(false);
  });

  it('checks an area against the whole chain', () => {
    expect(isKnownArea('Dhaka', 'Dhaka', 'Gulshan')).toBe(true);
    expect(isKnownArea('Dhaka', 'Gazipur', 'Gulshan')).toBe(false);
    expect(isKnownArea('Chattogram', 'Chattogram', 'Gulshan')).toBe(false);
  });
});

describe('bundle', () => {
  it('keeps the areas out of @nestlane/shared/geo, so pages that need only the admin levels do not load them', () => {
    const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/bd-areas|\.\/areas|find-places|\.\/places/);
  });
});
