import { describe, expect, it } from 'vitest';
import { readCompareIds } from './read-compare-ids';

const A = '6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f';
const B = '7d1c7d1e-0000-4000-8000-000000000000';
const C = '8e2d8e2f-1111-4111-8111-111111111111';
const D = '9f3e9f30-2222-4222-8222-222222222222';
const E = 'a04fa041-3333-4333-8333-333333333333';

describe('readCompareIds', () => {
  it('reads a comma list and repeated parameters, once each, in order', () => {
    expect(readCompareIds([`${A}, ${B}`, `${A.toUpperCase()},${C}`])).toEqual({
      ids: [A, B, C],
      badIds: [],
      extraIds: [],
    });
  });

  it('leaves out what is not a listing id, and keeps the first four', () => {
    expect(readCompareIds([`${A},nope,${B},${C},${D},${E},,12`])).toEqual({
      ids: [A, B, C, D],
      badIds: ['nope', '12'],
      extraIds: [E],
    });
  });

  it('is empty for no parameter', () => {
    expect(readCompareIds([])).toEqual({ ids: [], badIds: [], extraIds: [] });
  });
});
