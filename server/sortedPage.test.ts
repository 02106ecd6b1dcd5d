// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareTr } from '../src/lib/format';
import { sortedPage } from './sortedPage';

const NAMES = [
  'Çağla',
  'cem',
  'Cem',
  'Ilgaz',
  'ılgın',
  'İpek',
  'ipek',
  'Şule',
  'Sude',
  'Ömer',
  'Oya',
  'Ünal',
];

/** A list with many equal names, so the order rests on the number breaking ties. */
const lines = Array.from({ length: 3_000 }, (_, i) => ({
  msisdn: `5${String((i * 7_919) % 1_000_003).padStart(9, '0')}`,
  userName: NAMES[(i * 31) % NAMES.length] as string,
}));
type Line = (typeof lines)[number];
const byName = (a: Line, b: Line) => compareTr(a.userName, b.userName) || a.msisdn.localeCompare(b.msisdn);

describe('sortedPage', () => {
  it('gives every page exactly as a full sort does, near the start and far from it, both ways', () => {
    for (const compare of [byName, (a: Line, b: Line) => -byName(a, b)]) {
      const full = [...lines].sort(compare);
      for (const [offset, limit] of [
        [0, 20],
        [0, 1],
        [20, 20],
        [137, 50],
        [700, 100],
        [2_990, 20],
        [3_000, 10],
      ] as const) {
        expect(sortedPage(lines, compare, offset, limit)).toEqual(full.slice(offset, offset + limit));
      }
    }
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...lines];
    sortedPage(lines, byName, 0, 20);
    expect(lines).toEqual(copy);
  });
});
