import { compareValues, filterRows, formatValue, visibleColumns } from './columns';
import { PEOPLE, PERSON_COLUMNS } from './testRows';

describe('table columns (pure)', () => {
  it('filters on the formatted text of the given columns, Turkish case-insensitively', () => {
    expect(filterRows(PEOPLE, PERSON_COLUMNS, 'İPEK').map((p) => p.id)).toEqual(['3']);
    expect(filterRows(PEOPLE, PERSON_COLUMNS, 'ılgaz').map((p) => p.id)).toEqual(['4']);
    // "1.200" is how the number is shown; "1200" is not on screen.
    expect(filterRows(PEOPLE, PERSON_COLUMNS, '1.200').map((p) => p.id)).toEqual(['2']);
    expect(filterRows(PEOPLE, PERSON_COLUMNS, '30.07.2025').map((p) => p.id)).toEqual(['3']);
    expect(filterRows(PEOPLE, PERSON_COLUMNS, '  ')).toHaveLength(PEOPLE.length);
    const nameOnly = PERSON_COLUMNS.filter((c) => c.id === 'name');
    expect(filterRows(PEOPLE, nameOnly, '1.200')).toEqual([]);
  });

  it('keeps the shown columns in order', () => {
    expect(visibleColumns(PERSON_COLUMNS, new Set(['lines'])).map((c) => c.id)).toEqual(['name', 'joined']);
  });

  it('compares text in Turkish order, numbers numerically, dates by time, empty last', () => {
    const names = ['ü', 'ş', 'ö', 'İ', 'ı', 'ğ', 'ç', 'u', 's', 'o', 'i', 'g', 'c'];
    expect([...names].sort((a, b) => compareValues('text', a, b))).toEqual([
      'c',
      'ç',
      'g',
      'ğ',
      'ı',
      'i',
      'İ',
      'o',
      'ö',
      's',
      'ş',
      'u',
      'ü',
    ]);
    expect(compareValues('number', 9, 10)).toBeLessThan(0);
    expect(compareValues('date', '2024-01-02', '2023-12-31')).toBeGreaterThan(0);
    expect(compareValues('text', null, 'a')).toBeGreaterThan(0);
    expect(formatValue('amount', 1234.5)).toBe('1.234,5\u00a0TL');
  });
});
