import { describe, expect, it } from 'vitest';
import { formatShortLocation } from './format-location';

describe('formatShortLocation', () => {
  it('keeps the first word and the second word up to its comma', () => {
    expect(formatShortLocation('Banani Road, Dhaka 1213')).toBe('Banani Road');
    expect(formatShortLocation('12 Gulshan Avenue, Dhaka')).toBe('12 Gulshan');
  });

  it('stops at a comma right after the first word', () => {
    expect(formatShortLocation('Dhanmondi, Dhaka, Bangladesh')).toBe('Dhanmondi');
  });

  it('copes with one word, extra spaces and an empty text', () => {
    expect(formatShortLocation('Sylhet')).toBe('Sylhet');
    expect(formatShortLocation('  Agrabad   Access Road ')).toBe('Agrabad Access');
    expect(formatShortLocation('')).toBe('');
  });
});
