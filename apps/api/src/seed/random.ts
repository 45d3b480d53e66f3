/**
 * A small seeded PRNG (mulberry32) so the demo data and pictures are the same on every
 * run and every machine; Math.random would make tests and screenshots drift.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both inclusive. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** `count` distinct items in their original order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  chance: (probability: number) => boolean;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  function int(min: number, max: number): number {
    return min + Math.floor(next() * (max - min + 1));
  }
  function pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }
  function sample<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, index) => ({ index, key: next() }));
    const chosen = indexes
      .sort((a, b) => a.key - b.key)
      .slice(0, count)
      .map((entry) => entry.index)
      .sort((a, b) => a - b);
    return chosen.map((index) => items[index] as T);
  }
  return { next, int, pick, sample, chance: (probability) => next() < probability };
}
