/**
 * A seeded pseudo-random generator (mulberry32) so the demo data is the same on every
 * machine and every fresh database: tests and screenshots can rely on it. Not for secrets.
 */
export interface Prng {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A string of `count` decimal digits (leading zeros allowed). */
  digits(count: number): string;
  bytes(count: number): Buffer;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    digits: (count) => Array.from({ length: count }, () => String(int(0, 9))).join(''),
    bytes: (count) => Buffer.from(Array.from({ length: count }, () => int(0, 255))),
  };
}
