import { describe, expect, it } from 'vitest';
import { findArea } from './areas';
import { BD_LOCALITIES, findLocality, findLocalityBox } from './localities';

/** Distance in km, near enough for a few km at Bangladesh's latitudes. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const dLat = (a.lat - b.lat) * 111.32;
  const dLng = (a.lng - b.lng) * 111.32 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(dLat, dLng);
}

describe('BD_LOCALITIES', () => {
  it('covers the places issue 26 names', () => {
    const names = new Set(BD_LOCALITIES.map((l) => l.name));
    for (let n = 1; n <= 14; n++) expect(names.has(`Mirpur ${n}`), `Mirpur ${n}`).toBe(true);
    for (let n = 1; n <= 18; n++) expect(names.has(`Uttara Sector ${n}`), `Sector ${n}`).toBe(true);
    for (const name of [
      'Gulshan 1',
      'Gulshan 2',
      'Baridhara',
      'Banani DOHS',
      'Baridhara DOHS',
      'Mohakhali DOHS',
      'Mirpur DOHS',
      'Bashundhara Block D',
      'Aftabnagar',
      'Dhanmondi Road 16',
      'Nasirabad',
      'Agrabad',
    ])
      expect(names.has(name), name).toBe(true);
  });

  it('has unique slug ids and unique names, and each lies under a known city area of its district', () => {
    expect(new Set(BD_LOCALITIES.map((l) => l.id)).size).toBe(BD_LOCALITIES.length);
    expect(new Set(BD_LOCALITIES.map((l) => l.name)).size).toBe(BD_LOCALITIES.length);
    for (const locality of BD_LOCALITIES) {
      expect(locality.id).toMatch(/^(dhaka|chattogram)-[a-z0-9-]+$/);
      expect(locality.id.split('-')[0]).toBe(locality.area.split('-')[0]);
      expect(findArea(locality.area), locality.id).toBeDefined();
      expect(locality.bn).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('puts each centre within 5 km of its city area’s centre', () => {
    for (const locality of BD_LOCALITIES) {
      const area = findArea(locality.area);
      if (!area) throw new Error(locality.area);
      expect(distanceKm(locality, area), locality.id).toBeLessThan(5);
    }
  });

  it('gives a box around the centre sized by the kind', () => {
    const mirpur10 = findLocality('Mirpur 10');
    if (!mirpur10) throw new Error('Mirpur 10');
    const box = findLocalityBox(mirpur10);
    expect(box.south).toBeLessThan(mirpur10.lat);
    expect(box.north).toBeGreaterThan(mirpur10.lat);
    expect(distanceKm({ lat: box.north, lng: mirpur10.lng }, mirpur10)).toBeCloseTo(0.6, 1);
    expect(findLocality('Mirpur')).toBeUndefined();
  });
});
