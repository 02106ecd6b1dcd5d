// @vitest-environment node
/** Turkish sort keys against Intl.Collator('tr'), number writings, TC identity numbers, bulk seed. */
import { identityNumberProblem, maskIdentityNumber } from '../../src/api/lineUser/types';
import { createApp } from '../app';
import { createPrng } from '../db/prng';
import { isNumberQuery, normalizeNumber, partialDigits } from './numbers';
import { generateIdentityNumber } from './seed';
import { fold, sortKey } from './text';

const collator = new Intl.Collator('tr', { sensitivity: 'base' });
const sign = (n: number) => Math.sign(n);

describe('sortKey', () => {
  it('orders like the Turkish collator at its primary level', () => {
    const words = [
      'çiçek',
      'cam',
      'Dalga',
      'ılık',
      'İzmir',
      'ışık',
      'iğne',
      'Öztürk',
      'ozan',
      'Şahin',
      'sarı',
      'Üzüm',
      'uçak',
      'Ahmet Yıldız',
      'Ahmet',
      'Ahmetcan',
      'MM-100',
      'MM-20',
      'Bilgi Teknolojileri',
      'ğ',
      'g',
      'h',
    ];
    for (const a of words) {
      for (const b of words) {
        const byKey = sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0;
        expect(byKey, `${a} vs ${b}`).toBe(sign(collator.compare(a, b)));
      }
    }
  });

  it('folds case and Turkish letters for searching', () => {
    expect(fold('ÖZTÜRK Işıl Çağrı Şen')).toBe('ozturk isil cagri sen');
    expect(fold('İSTANBUL')).toBe(fold('istanbul'));
  });
});

describe('numbers as people write them', () => {
  it.each([
    ['5321234567', '5321234567'],
    ['0532 123 45 67', '5321234567'],
    ['+90 (532) 123-45-67', '5321234567'],
    ['0090 532 123 45 67', '5321234567'],
    ['905321234567', '5321234567'],
    ['532123456', null],
    ['2121234567', null],
    ['abc', null],
  ])('normalizes %s', (input, expected) => expect(normalizeNumber(input)).toBe(expected));

  it('takes the digits of a partial number, dropping a leading 0 or 90', () => {
    expect(partialDigits('532 12')).toBe('53212');
    expect(partialDigits('0532 1')).toBe('5321');
    expect(partialDigits('90532')).toBe('532');
    expect(partialDigits('123')).toBe('123');
    expect(isNumberQuery('0532 12')).toBe(true);
    expect(isNumberQuery('Ahmet 5')).toBe(false);
  });
});

describe('TC identity numbers', () => {
  it('generates only numbers the official checksum accepts, and rejects altered ones', () => {
    const rng = createPrng(7);
    for (let i = 0; i < 500; i++) {
      const id = generateIdentityNumber(rng);
      expect(identityNumberProblem(id), id).toBeNull();
      const altered = `${id.slice(0, 10)}${(Number(id[10]) + 1) % 10}`;
      expect(identityNumberProblem(altered)).toBe('TC kimlik numarası geçerli değil.');
    }
    expect(identityNumberProblem('1234567890')).toMatch(/11 haneli/);
    expect(maskIdentityNumber('12345678950')).toBe('12*******50');
  });
});

describe('SANDBOX_BULK_LINES', () => {
  it('tops the fast user’s company up to n lines, each with a user, and leaves the others as seeded', () => {
    const plain = createApp();
    const before = plain.db
      .prepare('SELECT corporate_ncst AS c, COUNT(*) AS n FROM lines GROUP BY c ORDER BY c')
      .all();
    plain.close();
    process.env.SANDBOX_BULK_LINES = '3000';
    try {
      const bulk = createApp();
      const counts = bulk.db
        .prepare('SELECT corporate_ncst AS c, COUNT(*) AS n FROM lines GROUP BY c ORDER BY c')
        .all() as { c: string; n: number }[];
      expect(counts.map((r) => r.n)).toEqual([
        ...(before as { n: number }[]).slice(0, 2).map((r) => r.n),
        3000,
      ]);
      const orphans = bulk.db
        .prepare(
          'SELECT COUNT(*) AS n FROM lines l LEFT JOIN line_users u ON u.msisdn = l.msisdn WHERE u.msisdn IS NULL',
        )
        .get();
      expect(orphans).toEqual({ n: 0 });
      bulk.close();
    } finally {
      delete process.env.SANDBOX_BULK_LINES;
    }
  });
});
