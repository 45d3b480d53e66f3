import { describe, expect, it } from 'vitest';
import { BD_DIVISIONS, findDistrict, isKnownPlace } from './index';

describe('Bangladesh hierarchy', () => {
  it('has 8 divisions, 64 districts and 495 upazilas', () => {
    expect(BD_DIVISIONS).toHaveLength(8);
    const districts = BD_DIVISIONS.flatMap((d) => d.districts);
    expect(districts).toHaveLength(64);
    expect(districts.flatMap((d) => d.upazilas)).toHaveLength(495);
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
