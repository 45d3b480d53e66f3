import { idSchema } from '@nestlane/shared';
import { describe, expect, it } from 'vitest';
import { isUuid } from './is-uuid';

const samples = [
  '6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f',
  '6F1C1F5E-2B7A-4C38-9D7E-1A2B3C4D5E6F',
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '01890a5d-ac96-774b-bcce-b302099a8057',
  'not-a-uuid',
  '',
  '6f1c1f5e-2b7a-0c38-9d7e-1a2b3c4d5e6f',
  '6f1c1f5e-2b7a-4c38-7d7e-1a2b3c4d5e6f',
  '6f1c1f5e2b7a4c389d7e1a2b3c4d5e6f',
  ' 6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f',
  '6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f/x',
];

describe('isUuid', () => {
  it('accepts exactly what the API’s id schema accepts', () => {
    for (const sample of samples) {
      expect(isUuid(sample), sample).toBe(idSchema.safeParse(sample).success);
    }
  });

  it('accepts a v4 id and rejects a malformed one', () => {
    expect(isUuid('6f1c1f5e-2b7a-4c38-9d7e-1a2b3c4d5e6f')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
  });
});
