import { describe, expect, it } from 'vitest';
import { BD_DIVISIONS, findDistrict, isKnownPlace } from './index';

describe('Bangladesh hierarchy', () => {
  it('has 8 divisions, 64 districts and 497 upazilas (495 of the source and 2 metropolitan)', () => {
    expect(BD_DIVISIONS).toHaveLength(8);
    const districts = BD_DIVISIONS.flatMap((d) => d.districts);
    expect(districts).toHaveLength(64);
    expect(districts.flatMap((d) => d.upazilas)).toHaveLength(497);
  });

  it('has a metropolitan upazila for Dhaka and Chattogram, ids apart from the source, lists still sorted', () => {
    const upazilas = (district: string) => findDistrict(district, district)?.upazilas ?? [];
    expect(upazilas('Dhaka').map((u) => u.name)).toEqual([
      'Dhaka Metropolitan',
      'Dhamrai',
      'Dohar',
      'Keraniganj',
      'Nawabganj',
      'Savar',
    ]);
    expect(upazilas('Dhaka')[0]).toEqual({ id: 9001, name: 'Dhaka Metropolitan', bn: 'ঢাকা মহানগর' });
    expect(upazilas('Chattogram').find((u) => u.id === 9002)).toEqual({
      id: 9002,
      name: 'Chattogram Metropolitan',
      bn: 'চট্টগ্রাম মহানগর',
    });
    const all = BD_DIVISIONS.flatMap((d) => d.districts.flatMap((t) => t.upazilas));
    expect(new Set(all.map((u) => u.id)).size).toBe(all.length);
    for (const district of BD_DIVISIONS.flatMap((d) => d.districts)) {
      const names = district.upazilas.map((u) => u.name);
      expect(names, district.name).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('finds a district only under its own division', () => {
    expect(findDistrict('Dhaka', 'Gazipur')?.name).toBe('Gazipur');
    expect(findDistrict('Sylhet', 'Gazipur')).toBeUndefined();
  });

  it('checks a place against the whole chain', () => {
    expect(isKnownPlace('Dhaka', 'Gazipur', 'Kaliakair')).toBe(true);
    expect(isKnownPlace('Dhaka', 'Gazipur', 'Gulshan')).toBe(false);
    expect(isKnownPlace('Atlantis', 'Gazipur', 'Kaliakair')).toBe(false);
  });
});
