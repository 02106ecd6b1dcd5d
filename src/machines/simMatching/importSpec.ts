import { iccidProblem } from '../../lib/iccid';
import { normalizeMsisdn } from '../../lib/msisdn';
import type { ImportSpec, RowError } from '../../lib/sheets/importTypes';
import { MSISDN_PROBLEM } from './pairRows';

/**
 * The SIM matching spreadsheet: one pair per row. What is written is checked here (in the
 * worker); the pool and the lines are the server's check, once the rows are in the list.
 */
export const simPairImportSpec: ImportSpec = {
  columns: [
    {
      key: 'iccid',
      header: 'SIM kart numarası (ICCID)',
      required: true,
      aliases: ['ICCID', 'SIM kart numarası', 'SIM no', 'SIM seri no', 'Seri no'],
    },
    {
      key: 'msisdn',
      header: 'Hat numarası',
      required: true,
      aliases: ['GSM No', 'GSM', 'Numara', 'Telefon'],
    },
  ],
  uniqueKey: 'iccid',
  // Text cells: a 20-digit number typed into Excel as a number loses its last digits.
  example: { iccid: '89900100000000000012', msisdn: '0532 123 45 67' },
  validateRow(values) {
    const errors: RowError[] = [];
    const iccid = iccidProblem(values.iccid ?? '');
    if (iccid) errors.push({ column: 'iccid', message: iccid });
    if (normalizeMsisdn(values.msisdn ?? '') === null)
      errors.push({ column: 'msisdn', message: MSISDN_PROBLEM });
    return errors;
  },
};
