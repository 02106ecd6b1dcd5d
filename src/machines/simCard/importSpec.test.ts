import { validateAll } from '../../lib/sheets/validate';
import { MSISDN_MESSAGE, simCardImportSpec } from './importSpec';

describe('simCardImportSpec', () => {
  it('reads the template’s Turkish headers and the names people use instead', () => {
    const outcome = validateAll(
      [
        ['GSM No', 'Ürün', 'Neden'],
        ['0532 123 45 67', 'nano', 'Kayıp'],
        ['0532 12', 'eSIM profili', ''],
        ['0532 123 45 67', '', ''],
      ],
      simCardImportSpec,
    );
    if (!outcome.ok) throw new Error(outcome.failure.code);
    expect(outcome.rows[0]).toEqual({
      line: 2,
      values: { msisdn: '0532 123 45 67', product: 'nano', reason: 'Kayıp' },
      errors: [],
    });
    // Only the number's form (and a number written twice alike) is checked in the file; product and reason are the server's answer.
    expect(outcome.rows[1]?.errors).toEqual([{ column: 'msisdn', message: MSISDN_MESSAGE }]);
    expect(outcome.rows[2]?.errors).toEqual([
      { column: 'msisdn', message: 'Bu satır dosyada daha önce var (satır 2).' },
    ]);
  });

  it('refuses a file without the number column', () => {
    expect(validateAll([['Ürün'], ['nano']], simCardImportSpec)).toEqual({
      ok: false,
      failure: { code: 'missingColumns', columns: ['Hat numarası'] },
    });
  });
});
