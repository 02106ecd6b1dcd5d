import fc from 'fast-check';
import { mobileNumberProblem } from '../api/contract/fields';
import {
  formatMsisdn,
  MSISDN_HINT,
  matchesPartialNumber,
  msisdnProblem,
  normalizeMsisdn,
  parseNumberList,
} from './msisdn';

const national = fc.stringMatching(/^5\d{9}$/);

/** One way a person writes a number: a prefix, digit groups, separators, maybe parentheses. */
const written = fc
  .record({
    n: national,
    prefix: fc.constantFrom('', '0', '90', '+90', '0090', '+90 ', '+90 0', '0 ', '90 '),
    cuts: fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 5 }),
    sep: fc.constantFrom(' ', '-', '.', '', ' - '),
    parens: fc.boolean(),
  })
  .map(({ n, prefix, cuts, sep, parens }) => {
    const sorted = [...cuts].sort((a, b) => a - b);
    const groups: string[] = [];
    let from = 0;
    for (const cut of [...sorted, 10]) {
      groups.push(n.slice(from, cut));
      from = cut;
    }
    if (parens && groups.length > 1) groups[0] = `(${groups[0]})`;
    return { n, text: prefix + groups.join(sep) };
  });

describe('normalizeMsisdn', () => {
  it.each([
    ['5321234567', '5321234567'],
    ['05321234567', '5321234567'],
    ['0532 123 45 67', '5321234567'],
    ['0 (532) 123-45-67', '5321234567'],
    ['+90 532 123 45 67', '5321234567'],
    ['+90 (0532) 123 45 67', '5321234567'],
    ['90.532.123.45.67', '5321234567'],
    ['0090 532 1234567', '5321234567'],
    ['\u00a00532\u00a0123\u00a045\u00a067 ', '5321234567'],
  ])('reads %j', (input, expected) => {
    expect(normalizeMsisdn(input)).toBe(expected);
  });

  it.each([
    '',
    '0212 123 45 67', // a landline
    '532123456', // one digit short
    '053212345678', // one digit long
    '+44 7911 123456', // another country
    '+5321234567', // "+" without the country code
    '0532 123 45 6a',
    '1905321234567',
  ])('refuses %j', (input) => {
    expect(normalizeMsisdn(input)).toBeNull();
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = normalizeMsisdn(s);
        if (once !== null) expect(normalizeMsisdn(once)).toBe(once);
      }),
    );
  });

  it('reads every way of writing a valid number as that number', () => {
    fc.assert(
      fc.property(written, ({ n, text }) => {
        expect(normalizeMsisdn(text)).toBe(n);
      }),
    );
  });

  it('reads its own formatting back', () => {
    fc.assert(
      fc.property(national, (n) => {
        expect(normalizeMsisdn(formatMsisdn(n))).toBe(n);
      }),
    );
  });
});

describe('formatMsisdn', () => {
  it('writes the national form with the trunk 0 in groups', () => {
    expect(formatMsisdn('5321234567')).toBe('0532 123 45 67');
    expect(formatMsisdn('+905321234567')).toBe('0532 123 45 67');
  });
  it('leaves what is not a number as it is', () => {
    expect(formatMsisdn('abc')).toBe('abc');
    expect(formatMsisdn('02121234567')).toBe('02121234567');
  });
  it('shows every way of writing a number as the one shown form', () => {
    fc.assert(
      fc.property(written, ({ n, text }) => {
        const shown = formatMsisdn(text);
        expect(shown).toBe(formatMsisdn(n));
        expect(shown).toMatch(/^05\d{2} \d{3} \d{2} \d{2}$/);
      }),
    );
  });
  it('groups a device (M2M) number in threes', () => {
    expect(formatMsisdn('881234567890')).toBe('881 234 567 890');
  });
  it('has one hint and one sentence for a number a form cannot read', () => {
    expect(MSISDN_HINT).toBe('Örneğin 0532 123 45 67.');
    // The contract's copy of the sentence (src/api/contract/fields.ts) says the same.
    expect(mobileNumberProblem('Hat numarası')).toBe(msisdnProblem('Hat numarası'));
    expect(msisdnProblem('Hat numarası')).toBe('Hat numarası okunamadı; numarayı 0532 123 45 67 gibi yazın.');
  });
});

describe('parseNumberList', () => {
  it('splits on newlines, commas, semicolons, tabs and pipes, keeping grouped numbers whole', () => {
    const list = parseNumberList(
      '0532 123 45 67\n0533-111-22-33, +90 534 222 33 44;5351112233\t05361112233|90 537 111 22 33',
    );
    expect(list.numbers).toEqual([
      '5321234567',
      '5331112233',
      '5342223344',
      '5351112233',
      '5361112233',
      '5371112233',
    ]);
    expect(list.invalid).toEqual([]);
  });

  it('splits several whole numbers separated by spaces', () => {
    expect(parseNumberList('05321234567 0533 111 22 33 5341112233').numbers).toEqual([
      '5321234567',
      '5331112233',
      '5341112233',
    ]);
  });

  it('reports a bad entry once, as written, and keeps the numbers around it', () => {
    const list = parseNumberList('Ahmet 0532 123 45 67\n0532 123 45\n0212 444 00 00, 5331112233');
    expect(list.numbers).toEqual(['5321234567', '5331112233']);
    expect(list.invalid).toEqual([
      { token: 'Ahmet', reason: 'format' },
      { token: '0532 123 45', reason: 'format' },
      { token: '0212 444 00 00', reason: 'format' },
    ]);
  });

  it('keeps each number once and names the repeated ones once', () => {
    const list = parseNumberList('05321234567\n0532 123 45 67\n+905321234567\n5331112233\n5331112233');
    expect(list.numbers).toEqual(['5321234567', '5331112233']);
    expect(list.duplicates).toEqual(['5321234567', '5331112233']);
  });

  it('ignores blank entries', () => {
    expect(parseNumberList(' \n\n,;  ')).toEqual({ numbers: [], invalid: [], duplicates: [] });
  });

  it('never loses a valid number, whatever the separators and writing', () => {
    fc.assert(
      fc.property(
        fc.array(written, { minLength: 1, maxLength: 30 }),
        fc.array(fc.constantFrom('\n', '\r\n', ',', ';', '\t', '|', ' ', ' , ', '\n\n'), {
          minLength: 30,
          maxLength: 30,
        }),
        (items, seps) => {
          const text = items.map((item, i) => item.text + (seps[i] ?? '\n')).join('');
          const list = parseNumberList(text);
          const expected = [...new Set(items.map((item) => item.n))];
          expect(list.numbers).toEqual(expected);
        },
      ),
    );
  });
});

describe('matchesPartialNumber', () => {
  it.each([
    ['532', true],
    ['0532 12', true],
    ['90532', true],
    ['+90 532 123', true],
    ['45 67', true],
    ['1234567', true],
    ['0533', false],
    ['99', false],
    ['Ayşe', false],
    ['', false],
  ])('5321234567 and %j → %s', (query, expected) => {
    expect(matchesPartialNumber('5321234567', query)).toBe(expected);
  });

  it('finds a number by any part of any of its writings', () => {
    fc.assert(
      fc.property(written, fc.nat(), fc.nat(), ({ n, text }, a, b) => {
        const digits = text.replace(/\D/g, '');
        const from = a % digits.length;
        const to = from + 1 + (b % (digits.length - from));
        expect(matchesPartialNumber(n, digits.slice(from, to))).toBe(true);
      }),
    );
  });
});
