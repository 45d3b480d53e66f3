import { describe, expect, it } from 'vitest';
import { readCountHeader } from './read-count-header';

function answerWith(headers: Record<string, string>) {
  return new Response('[]', { headers });
}

describe('readCountHeader', () => {
  it('reads a whole number of zero or more', () => {
    expect(readCountHeader(answerWith({ 'X-Total-Count': '25' }), 'X-Total-Count')).toBe(25);
    expect(readCountHeader(answerWith({ 'X-Sold-Total': '0' }), 'X-Sold-Total')).toBe(0);
  });

  it('answers null when the header is missing, empty or not a count', () => {
    expect(readCountHeader(answerWith({}), 'X-Total-Count')).toBeNull();
    for (const value of ['', ' ', '-1', '2.5', 'twelve', '1e400']) {
      expect(readCountHeader(answerWith({ 'X-Total-Count': value }), 'X-Total-Count')).toBeNull();
    }
  });
});
