import { normalizeMsisdn } from '../../lib/msisdn';
import type { ImportSpec, RowError } from '../../lib/sheets/importTypes';

export const MSISDN_MESSAGE = 'Geçerli bir GSM numarası değil (ör. 0532 123 45 67).';

/**
 * The SIM card order's spreadsheet: one line per row, the SIM product and the change reason by
 * their Turkish names. The file check reads only the number's form; whether the line is the
 * company's, the product and the reason fit, and the month's limit holds is the server's answer
 * per row (the Excel import row), which the results list shows.
 */
export const simCardImportSpec: ImportSpec = {
  columns: [
    {
      key: 'msisdn',
      header: 'Hat numarası',
      required: true,
      aliases: ['GSM No', 'GSM', 'Numara', 'Telefon'],
    },
    { key: 'product', header: 'SIM kart ürünü', aliases: ['Ürün', 'SIM kart', 'SIM tipi'] },
    { key: 'reason', header: 'Değişiklik nedeni', aliases: ['Neden', 'Sebep'] },
  ],
  uniqueKey: 'msisdn',
  example: { msisdn: '0532 123 45 67', product: 'Üçlü kesim SIM kart', reason: 'Kayıp' },
  validateRow(values) {
    const errors: RowError[] = [];
    if (normalizeMsisdn(values.msisdn ?? '') === null)
      errors.push({ column: 'msisdn', message: MSISDN_MESSAGE });
    return errors;
  },
};
