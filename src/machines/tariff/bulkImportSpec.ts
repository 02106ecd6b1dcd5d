import { normalizeMsisdn } from '../../lib/msisdn';
import type { ImportSpec, RowError } from '../../lib/sheets/importTypes';

/**
 * The bulk tariff change spreadsheet: one line and its target tariff per row. What is written is
 * checked here (in the worker); whether the move is possible is the server's can-do check.
 */
export const tariffBulkImportSpec: ImportSpec = {
  columns: [
    {
      key: 'msisdn',
      header: 'Hat numarası',
      required: true,
      aliases: ['GSM No', 'GSM', 'Numara', 'Telefon'],
    },
    {
      key: 'tariff',
      header: 'Yeni tarife',
      required: true,
      aliases: ['Tarife', 'Hedef tarife', 'Tarife adı'],
    },
  ],
  uniqueKey: 'msisdn',
  example: { msisdn: '0532 123 45 67', tariff: 'Kurumsal Süper 10 GB' },
  validateRow(values) {
    const errors: RowError[] = [];
    if (normalizeMsisdn(values.msisdn ?? '') === null)
      errors.push({ column: 'msisdn', message: 'Geçerli bir GSM numarası değil.' });
    if (!(values.tariff ?? '').trim())
      errors.push({ column: 'tariff', message: 'Yeni tarife yazılmalıdır.' });
    return errors;
  },
};
