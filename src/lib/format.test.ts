import {
  compareTr,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPeriod,
  sortTr,
  toDate,
  trLower,
  trUpper,
  turkeyIsoDay,
} from './format';

describe('formatNumber', () => {
  it('formats zero, including negative zero and values that round to zero', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatNumber(0, { minDecimals: 2 })).toBe('0,00');
  });

  it('groups thousands with dots and uses a decimal comma', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(1234567.89)).toBe('1.234.567,89');
    expect(formatNumber(10 ** 9)).toBe('1.000.000.000');
    expect(formatNumber(123456789012345)).toBe('123.456.789.012.345');
  });

  it('puts a leading minus on negatives', () => {
    expect(formatNumber(-1234.5)).toBe('-1.234,5');
    expect(formatNumber(-1)).toBe('-1');
    expect(formatNumber(-0.005)).toBe('-0,01');
  });

  it('rounds half away from zero without float error', () => {
    expect(formatNumber(0.005)).toBe('0,01');
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(2.675)).toBe('2,68');
    expect(formatNumber(1.004)).toBe('1');
    expect(formatNumber(-2.675)).toBe('-2,68');
    expect(formatNumber(0.995)).toBe('1');
    expect(formatNumber(999999.995)).toBe('1.000.000');
    expect(formatNumber(2.5, { maxDecimals: 0 })).toBe('3');
    expect(formatNumber(-2.5, { maxDecimals: 0 })).toBe('-3');
  });

  it('honours max and min decimals', () => {
    expect(formatNumber(1.23456, { maxDecimals: 4 })).toBe('1,2346');
    expect(formatNumber(1.5, { minDecimals: 2 })).toBe('1,50');
    expect(formatNumber(1.5, { minDecimals: 3, maxDecimals: 3 })).toBe('1,500');
    expect(formatNumber('1.10')).toBe('1,1');
    expect(formatNumber(1.999, { maxDecimals: 0 })).toBe('2');
    // minDecimals above maxDecimals is capped.
    expect(formatNumber(1, { minDecimals: 5, maxDecimals: 2 })).toBe('1,00');
  });

  it('expands exponent notation', () => {
    expect(formatNumber(1e21)).toBe('1.000.000.000.000.000.000.000');
    expect(formatNumber(1e-7)).toBe('0');
    expect(formatNumber(5e-7, { maxDecimals: 6 })).toBe('0,000001');
    expect(formatNumber(1.5e-7, { maxDecimals: 8 })).toBe('0,00000015');
  });

  it('accepts numeric strings and returns "" for non-numbers', () => {
    expect(formatNumber('1234.5')).toBe('1.234,5');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatMoney', () => {
  it('puts TL after the amount with two optional decimals', () => {
    expect(formatMoney(1234.5)).toBe('1.234,5\u00a0TL');
    expect(formatMoney(1234)).toBe('1.234\u00a0TL');
    expect(formatMoney(1234.567)).toBe('1.234,57\u00a0TL');
    expect(formatMoney(-99.999)).toBe('-100\u00a0TL');
    expect(formatMoney(0)).toBe('0\u00a0TL');
  });

  it('passes options through and gives "" for no amount', () => {
    expect(formatMoney(1234.5, { minDecimals: 2 })).toBe('1.234,50\u00a0TL');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('x')).toBe('');
  });
});

describe('formatDate / formatDateTime', () => {
  it('formats a Date as dd.MM.yyyy and dd.MM.yyyy HH:mm', () => {
    const d = new Date(2025, 9, 2, 7, 5, 30);
    expect(formatDate(d)).toBe('02.10.2025');
    expect(formatDateTime(d)).toBe('02.10.2025 07:05');
  });

  it('accepts epoch milliseconds', () => {
    const d = new Date(2024, 1, 29, 23, 59);
    expect(formatDate(d.getTime())).toBe('29.02.2024');
    expect(formatDateTime(d.getTime())).toBe('29.02.2024 23:59');
  });

  it('accepts ISO strings, reading a bare date as a local calendar day', () => {
    expect(formatDate('2025-10-22')).toBe('22.10.2025');
    expect(formatDateTime('2025-10-22')).toBe('22.10.2025 00:00');
    expect(formatDateTime('2025-10-22T14:30:00')).toBe('22.10.2025 14:30');
    const utc = '2025-10-22T14:30:00Z';
    expect(formatDateTime(utc)).toBe(formatDateTime(new Date(Date.parse(utc))));
  });

  it('gives "" for invalid input', () => {
    for (const bad of ['', 'not a date', '2025-13-45T99:99', Number.NaN, null, undefined, new Date('x')]) {
      expect(formatDate(bad)).toBe('');
      expect(formatDateTime(bad)).toBe('');
    }
    expect(toDate('nope')).toBeNull();
  });

  it('does not alias the Date it was given', () => {
    const d = new Date(2025, 0, 1);
    const copy = toDate(d);
    expect(copy).not.toBe(d);
    expect(copy?.getTime()).toBe(d.getTime());
  });
});

describe('Turkish casing', () => {
  it('upper-cases dotted and dotless i correctly', () => {
    expect(trUpper('istanbul')).toBe('İSTANBUL');
    expect(trUpper('ılık')).toBe('ILIK');
    expect(trUpper('çğöşü')).toBe('ÇĞÖŞÜ');
  });

  it('lower-cases dotted and dotless I correctly', () => {
    expect(trLower('IŞIK')).toBe('ışık');
    expect(trLower('İZMİR')).toBe('izmir');
  });

  it('treats null and undefined as empty text', () => {
    expect(trUpper(null)).toBe('');
    expect(trLower(undefined)).toBe('');
  });
});

describe('Turkish collation', () => {
  it('orders ç after c, ş after s and ı before i', () => {
    expect(compareTr('ç', 'c')).toBeGreaterThan(0);
    expect(compareTr('ç', 'd')).toBeLessThan(0);
    expect(compareTr('ş', 's')).toBeGreaterThan(0);
    expect(compareTr('ş', 't')).toBeLessThan(0);
    expect(compareTr('ı', 'i')).toBeLessThan(0);
    expect(compareTr('ı', 'h')).toBeGreaterThan(0);
    expect(compareTr('a', 'a')).toBe(0);
  });

  it('sorts a list of strings without mutating it', () => {
    const list = ['şeker', 'Çorum', 'ılgın', 'cam', 'istanbul', 'sabun', 'dere', 'ağaç'];
    const sorted = sortTr(list);
    expect(sorted).toEqual(['ağaç', 'cam', 'Çorum', 'dere', 'ılgın', 'istanbul', 'sabun', 'şeker']);
    expect(list[0]).toBe('şeker');
  });

  it('sorts by a property name or a selector', () => {
    const rows = [{ name: 'Şişli' }, { name: 'Sarıyer' }, { name: 'Çankaya' }, { name: 'Cihangir' }];
    expect(sortTr(rows, 'name').map((r) => r.name)).toEqual(['Cihangir', 'Çankaya', 'Sarıyer', 'Şişli']);
    expect(sortTr(rows, (r) => r.name).map((r) => r.name)).toEqual([
      'Cihangir',
      'Çankaya',
      'Sarıyer',
      'Şişli',
    ]);
  });

  it('puts missing values first', () => {
    const rows = [{ name: 'b' }, { name: undefined }, { name: 'a' }];
    expect(sortTr(rows, 'name').map((r) => r.name)).toEqual([undefined, 'a', 'b']);
  });
});

describe('formatPeriod', () => {
  it('names the month in Turkish and keeps anything else as given', () => {
    expect(formatPeriod('2026-11')).toBe('Kasım 2026');
    expect(formatPeriod('2025-02')).toBe('Şubat 2025');
    expect(formatPeriod('2026')).toBe('2026');
    expect(formatPeriod('2026-13')).toBe('2026-13');
  });
});

describe('turkeyIsoDay', () => {
  it('is Turkey’s date (UTC+3): 22:30 UTC is already the next day there', () => {
    expect(turkeyIsoDay(Date.UTC(2026, 10, 27, 20, 59))).toBe('2026-11-27');
    expect(turkeyIsoDay(Date.UTC(2026, 10, 27, 21, 0))).toBe('2026-11-28');
    expect(turkeyIsoDay(Date.UTC(2026, 11, 31, 22, 30))).toBe('2027-01-01');
  });
});
