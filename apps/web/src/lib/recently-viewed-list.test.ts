import { RECENTLY_VIEWED_LIMIT } from '@nestlane/shared';
import { describe, expect, it } from 'vitest';
import { forgetViewed, rememberViewed } from './recently-viewed-list';

const KEY = 'nestlane:recently-viewed';
const read = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

describe("a visitor's recently viewed list in this browser", () => {
  it(`keeps the latest ${RECENTLY_VIEWED_LIMIT}, a listing seen again moving first once`, () => {
    for (let index = 0; index < RECENTLY_VIEWED_LIMIT + 3; index += 1) rememberViewed(`id-${index}`);
    rememberViewed('id-10');
    const list = read();
    expect(list).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(list.slice(0, 3)).toEqual([
      'id-10',
      `id-${RECENTLY_VIEWED_LIMIT + 2}`,
      `id-${RECENTLY_VIEWED_LIMIT + 1}`,
    ]);
    expect(list.filter((id: string) => id === 'id-10')).toHaveLength(1);
    expect(list).not.toContain('id-0');
  });

  it('starts again from what it can read when the storage holds something else', () => {
    localStorage.setItem(KEY, '{not json');
    rememberViewed('a');
    expect(read()).toEqual(['a']);
    localStorage.setItem(KEY, JSON.stringify(['b', 7, null, { id: 'c' }]));
    rememberViewed('a');
    expect(read()).toEqual(['a', 'b']);
  });

  it('forgets listings that are no longer public', () => {
    for (const id of ['c', 'b', 'a']) rememberViewed(id);
    forgetViewed(['b']);
    expect(read()).toEqual(['a', 'c']);
  });
});
