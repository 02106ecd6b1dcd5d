import { lineSpec } from './fixtures/lineSpec';
import { revalidateRow, validateAll } from './validate';

describe('validateAll', () => {
  it('validates row by row with Turkish reasons, line numbers and duplicates', () => {
    const outcome = validateAll(
      [
        ['Hat numarası', 'Kullanıcı adı', 'E-posta'],
        ['5321234567', ' Ayşe ', 'ayse@x.com'],
        ['', '', ''],
        ['123', 'Ali', 'ali-at-x'],
        ['5321234567', 'Veli', ''],
        ['5329999999', '', ''],
      ],
      lineSpec,
    );
    if (!outcome.ok) throw new Error('expected rows');
    expect(outcome.rows.map((r) => r.line)).toEqual([2, 4, 5, 6]);
    expect(outcome.rows[0]).toEqual({
      line: 2,
      values: { msisdn: '5321234567', name: 'Ayşe', email: 'ayse@x.com' },
      errors: [],
    });
    expect(outcome.rows[1]?.errors).toEqual([
      { column: 'msisdn', message: 'Hat numarası 5 ile başlayan 10 hane olmalı.' },
      { column: 'email', message: 'E-posta adresi geçerli değil.' },
    ]);
    expect(outcome.rows[2]?.errors).toEqual([
      { column: 'msisdn', message: 'Bu satır dosyada daha önce var (satır 2).' },
    ]);
    expect(outcome.rows[3]?.errors).toEqual([{ column: 'name', message: 'Bu alan zorunlu.' }]);
  });

  it('fails with codes for an empty file, a header only and missing columns', () => {
    expect(validateAll([], lineSpec)).toEqual({ ok: false, failure: { code: 'empty' } });
    expect(validateAll([['Hat numarası', 'Kullanıcı adı']], lineSpec)).toEqual({
      ok: false,
      failure: { code: 'empty' },
    });
    expect(validateAll([['Ad'], ['x']], lineSpec)).toEqual({
      ok: false,
      failure: { code: 'missingColumns', columns: ['Hat numarası', 'Kullanıcı adı'] },
    });
  });
});

describe('revalidateRow', () => {
  it('re-checks an edited row, duplicates against the other rows', () => {
    const outcome = validateAll(
      [
        ['Hat numarası', 'Kullanıcı adı'],
        ['5321234567', 'Ayşe'],
        ['1', 'Ali'],
      ],
      lineSpec,
    );
    if (!outcome.ok) throw new Error('expected rows');
    const fixed = revalidateRow(
      outcome.rows,
      3,
      { msisdn: ' 5320000000 ', name: 'Ali', email: '' },
      lineSpec,
    );
    expect(fixed[1]).toEqual({
      line: 3,
      values: { msisdn: '5320000000', name: 'Ali', email: '' },
      errors: [],
    });
    const dup = revalidateRow(outcome.rows, 3, { msisdn: '5321234567', name: 'Ali', email: '' }, lineSpec);
    expect(dup[1]?.errors).toEqual([
      { column: 'msisdn', message: 'Bu satır dosyada daha önce var (satır 2).' },
    ]);
  });
});
