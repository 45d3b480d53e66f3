import { describe, expect, it } from 'vitest';
import { BD_AREAS } from './areas';
import { findPlaces, normalizePlaceText } from './find-places';
import { BD_DIVISIONS } from './index';

const first = (text: string) => findPlaces(text, { limit: 1 })[0];

describe('findPlaces', () => {
  it('finds a city area by the prefix of its English name, with every id above it', () => {
    expect(first('gulsh')).toEqual({
      level: 'area',
      name: 'Gulshan',
      bn: 'গুলশান',
      label: 'Gulshan, Dhaka',
      bnLabel: 'গুলশান, ঢাকা',
      division: { id: 6, name: 'Dhaka' },
      district: { id: 47, name: 'Dhaka' },
      area: { id: 'dhaka-gulshan', name: 'Gulshan' },
    });
    // Dhanbari (an upazila, a bigger place) shares the prefix and comes first.
    expect(findPlaces('dhan', { limit: 3 }).map((p) => p.label)).toEqual([
      'Dhanbari, Tangail',
      'Dhanmondi, Dhaka',
      'Dhanmondi Road 2, Dhanmondi',
    ]);
  });

  it('finds an upazila with its district and division', () => {
    expect(first('savar')).toMatchObject({
      level: 'upazila',
      label: 'Savar, Dhaka',
      division: { name: 'Dhaka' },
      district: { name: 'Dhaka' },
      upazila: { name: 'Savar' },
    });
  });

  it('finds the metropolitan upazilas as upazilas, by name, Bangla, "মহানগর" and "city"', () => {
    expect(first('dhaka metro')).toEqual({
      level: 'upazila',
      name: 'Dhaka Metropolitan',
      bn: 'ঢাকা মহানগর',
      label: 'Dhaka Metropolitan, Dhaka',
      bnLabel: 'ঢাকা মহানগর, ঢাকা',
      division: { id: 6, name: 'Dhaka' },
      district: { id: 47, name: 'Dhaka' },
      upazila: { id: 9001, name: 'Dhaka Metropolitan' },
    });
    expect(findPlaces('মহানগর').map((p) => p.label)).toEqual([
      'Chattogram Metropolitan, Chattogram',
      'Dhaka Metropolitan, Dhaka',
    ]);
    expect(first('chattogram metropolitan')?.upazila?.id).toBe(9002);
    expect(first('dhaka city')).toMatchObject({ name: 'Dhaka Metropolitan', alias: 'Dhaka City' });
    expect(first('chittagong city')).toMatchObject({
      name: 'Chattogram Metropolitan',
      alias: 'Chittagong City',
    });
    // An area's match names no upazila: the search sends district + area for it, as before.
    expect(first('gulshan')?.upazila).toBeUndefined();
  });

  it('finds by Bangla name as typed, whole or in part', () => {
    expect(first('গুলশান')?.area?.id).toBe('dhaka-gulshan');
    expect(first('ধানম')?.name).toBe('Dhanmondi');
    // য় typed as one code point (U+09DF) or as য + nukta finds the same place.
    expect(first('বায়েজিদ')?.name).toBe('Bayazid Bostami');
    expect(first('বা\u09DFেজিদ')?.name).toBe('Bayazid Bostami');
  });

  it('ignores case, accents and punctuation in English', () => {
    expect(first('GULSHAN')?.name).toBe('Gulshan');
    expect(first('Gülshan')?.name).toBe('Gulshan');
    expect(first('  sher e bangla ')?.name).toBe('Sher-e-Bangla Nagar');
    expect(first('coxs')?.name).toBe("Cox's Bazar");
    expect(normalizePlaceText("Cox's  Bazar")).toBe('coxs bazar');
  });

  it('matches the start of any word before a substring', () => {
    const names = findPlaces('east', { limit: 5 }).map((p) => p.name);
    expect(names[0]).toBe('Uttara East');
    expect(findPlaces('mooring').map((p) => p.name)).toEqual(['Double Mooring']);
    // "ali" starts a word in Alikadam and Shah Ali (prefix tier: upazila before area);
    // in Patuakhali, Noakhali… it is only inside a word, so those come after.
    const ali = findPlaces('ali', { limit: 50 });
    expect(ali.slice(0, 3).map((p) => p.name)).toEqual(['Alikadam', 'Shah Ali', 'Patuakhali']);
    expect(
      ali.slice(2).every(
        (p) =>
          !normalizePlaceText(p.name)
            .split(' ')
            .some((w) => w.startsWith('ali')),
      ),
    ).toBe(true);
  });

  it('ranks exact over prefix over substring, then the bigger place first', () => {
    // Dhaka: the division, then the district (both exact), then places that start with it.
    expect(findPlaces('dhaka', { limit: 2 }).map((p) => p.level)).toEqual(['division', 'district']);
    // Chattogram: exact division and district before the Chattogram areas (none of which match).
    const ctg = findPlaces('chattogram', { limit: 3 }).map((p) => p.level);
    expect(ctg.slice(0, 2)).toEqual(['division', 'district']);
    // Both Mirpurs are exact: the upazila (Kushtia) before the area (Dhaka); labels tell them apart.
    // Then its localities: the neighbourhood, then the sections in numeric order, whichever thana.
    expect(findPlaces('mirpur', { limit: 6 }).map((p) => p.label)).toEqual([
      'Mirpur, Kushtia',
      'Mirpur, Dhaka',
      'Mirpur DOHS, Pallabi',
      'Mirpur 1, Shah Ali',
      'Mirpur 2, Mirpur',
      'Mirpur 3, Mirpur',
    ]);
    // Prefix tier by size (upazilas, then areas, then localities), then substrings.
    expect(findPlaces('mir', { limit: 7 }).map((p) => `${p.level}:${p.name}`)).toEqual([
      'upazila:Mirzaganj',
      'upazila:Mirsharai',
      'upazila:Mirzapur',
      'upazila:Mirpur',
      'area:Mirpur',
      'locality:Mirpur DOHS',
      'locality:Mirpur 1',
    ]);
  });

  it('knows old spellings and neighbourhood aliases, and says which name matched', () => {
    expect(first('ctg')).toMatchObject({ level: 'division', name: 'Chattogram', alias: 'CTG' });
    expect(findPlaces('chittagong', { limit: 2 }).map((p) => p.level)).toEqual(['division', 'district']);
    expect(first('bhatara')).toMatchObject({ name: 'Vatara', alias: 'Bhatara' });
    expect(first('Bashundhara R/A')).toMatchObject({
      level: 'locality',
      area: { id: 'dhaka-vatara', name: 'Vatara' },
      locality: { id: 'dhaka-bashundhara-ra', name: 'Bashundhara R/A' },
    });
    expect(first('agrabad')).toMatchObject({ label: 'Agrabad, Double Mooring' });
    expect(first('Gulshan')?.alias).toBeUndefined();
  });

  it('returns nothing for empty or unknown text, and respects the limit', () => {
    expect(findPlaces('')).toEqual([]);
    expect(findPlaces('   ')).toEqual([]);
    expect(findPlaces('atlantis')).toEqual([]);
    expect(findPlaces('a', { limit: 3 })).toHaveLength(3);
    expect(findPlaces('a')).toHaveLength(10);
    expect(findPlaces('a', { limit: 0 })).toEqual([]);
  });

  it('finds every place of the whole hierarchy by its own English and Bangla name', () => {
    const places = BD_DIVISIONS.flatMap((division) => [
      { level: 'division', name: division.name, bn: division.bn, parent: '' },
      ...division.districts.flatMap((district) => [
        { level: 'district', name: district.name, bn: district.bn, parent: division.name },
        ...district.upazilas.map((u) => ({
          level: 'upazila',
          name: u.name,
          bn: u.bn,
          parent: district.name,
        })),
        ...(BD_AREAS.find((d) => d.districtId === district.id)?.areas ?? []).map((a) => ({
          level: 'area',
          name: a.name,
          bn: a.bn,
          parent: district.name,
        })),
      ]),
    ]);
    expect(places.length).toBe(8 + 64 + 497 + 66);
    for (const place of places) {
      for (const text of [place.name, place.bn]) {
        const hits = findPlaces(text, { limit: 50 });
        const hit = hits.find(
          (h) => h.level === place.level && h.name === place.name && h.label.endsWith(place.parent),
        );
        expect(hit, `${place.level} ${text}`).toBeDefined();
      }
    }
  });
});
