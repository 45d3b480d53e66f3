import { describe, expect, it } from 'vitest';
import { findPlaces, normalizePlaceText } from './find-places';
import { BD_LOCALITIES } from './localities';

const first = (text: string) => findPlaces(text, { limit: 1 })[0];

describe('findPlaces forgives how a place is typed (decision 049)', () => {
  it.each([
    'Mirpur 10',
    'Mirpur-10',
    'mirpur10',
    'MIRPUR 10',
    'মিরপুর ১০',
    'মিরপুর-১০',
    'মিরপুর10',
    'Mirpur Section 10',
  ])('finds Mirpur 10 from "%s"', (text) => {
    expect(first(text)).toMatchObject({
      level: 'locality',
      label: 'Mirpur 10, Mirpur',
      bnLabel: 'মিরপুর ১০, মিরপুর',
      division: { name: 'Dhaka' },
      district: { name: 'Dhaka' },
      area: { id: 'dhaka-mirpur', name: 'Mirpur' },
      locality: { id: 'dhaka-mirpur-10', name: 'Mirpur 10' },
    });
  });

  it('puts the exact section before the ones it is a prefix of', () => {
    expect(findPlaces('mirpur 1', { limit: 3 }).map((p) => p.name)).toEqual([
      'Mirpur 1',
      'Mirpur 10',
      'Mirpur 11',
    ]);
  });

  it.each([
    ['Dhanmondy', 'Dhanmondi'],
    ['Gulsan', 'Gulshan'],
    ['gulshn', 'Gulshan'],
    ['Mohammadpor', 'Mohammadpur'],
    ['Uttra Sector 7', 'Uttara Sector 7'],
    ['Bashundara Block D', 'Bashundhara Block D'],
  ])('finds "%s" despite one typo: %s', (text, name) => {
    expect(first(text)?.name).toBe(name);
  });

  it('finds sectors, roads (old and new numbers) and blocks as people say them', () => {
    expect(first('Uttara Sector 7')).toMatchObject({ level: 'locality', area: { name: 'Uttara West' } });
    expect(first('uttara 7')).toMatchObject({ name: 'Uttara Sector 7', alias: 'Uttara 7' });
    expect(first('উত্তরা সেক্টর ৭')?.name).toBe('Uttara Sector 7');
    expect(first('Dhanmondi 27')).toMatchObject({ name: 'Dhanmondi Road 16', alias: 'Dhanmondi 27' });
    expect(first('Dhanmondi Road 16')?.name).toBe('Dhanmondi Road 16');
    expect(first('ধানমন্ডি ২৭')?.name).toBe('Dhanmondi Road 16');
    expect(first('Dhanmondi 32')?.name).toBe('Dhanmondi Road 11');
    expect(first('Bashundhara Block D')).toMatchObject({ level: 'locality', area: { name: 'Vatara' } });
    expect(first('Bashundhara D Block')?.name).toBe('Bashundhara Block D');
    expect(first('বসুন্ধরা ব্লক ডি')?.name).toBe('Bashundhara Block D');
    expect(first('gulshan 2')?.name).toBe('Gulshan 2');
    expect(first('Mirpur DOHS')).toMatchObject({ area: { name: 'Pallabi' } });
    expect(first('aftabnagar')).toMatchObject({ label: 'Aftabnagar, Badda' });
    expect(first('nasirabad')).toMatchObject({
      district: { name: 'Chattogram' },
      area: { name: 'Panchlaish' },
    });
  });

  it('looks for typos only from five letters, and only where nothing matches as typed', () => {
    expect(findPlaces('zzq')).toEqual([]);
    expect(findPlaces('gulz')).toEqual([]);
    expect(findPlaces('atlantis')).toEqual([]);
    // "Gulshan" matches as typed: the typo search adds nothing before it.
    expect(first('gulshan')?.name).toBe('Gulshan');
  });

  it('finds every locality by its own English and Bangla name and its aliases', () => {
    for (const locality of BD_LOCALITIES)
      for (const text of [locality.name, locality.bn, ...locality.aliases])
        expect(
          findPlaces(text, { limit: 50 }).some((hit) => hit.locality?.id === locality.id),
          text,
        ).toBe(true);
  });

  it('normalises digits, hyphens and spaces', () => {
    expect(normalizePlaceText('Mirpur-10')).toBe('mirpur 10');
    expect(normalizePlaceText('mirpur10')).toBe('mirpur 10');
    expect(normalizePlaceText('মিরপুর১০')).toBe('মিরপুর 10');
    expect(normalizePlaceText('  Uttara   Sector-7 ')).toBe('uttara sector 7');
  });
});
