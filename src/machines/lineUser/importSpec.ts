import { validate } from '../../api/contract/issues';
import { LINE_USER_FIELDS, LineUserInput } from '../../api/lineUser/types';
import { normalizeMsisdn } from '../../lib/msisdn';
import type { ImportSpec, RowError } from '../../lib/sheets/importTypes';

export const MSISDN_MESSAGE = 'Geçerli bir GSM numarası değil (ör. 0532 123 45 67).';

/**
 * The bulk line-user update's spreadsheet: one line per row, the person who uses it. The user
 * fields are checked with the same schema, field by field, as the sandbox's validate row and
 * its update row, so a row the worker lets through is not refused for its fields later.
 */
export const lineUserImportSpec: ImportSpec = {
  columns: [
    {
      key: 'msisdn',
      header: 'Hat numarası',
      required: true,
      aliases: ['GSM No', 'GSM', 'Numara', 'Telefon'],
    },
    { key: 'userName', header: 'Kullanıcı adı soyadı', required: true, aliases: ['Ad Soyad', 'Kullanıcı'] },
    {
      key: 'identityNumber',
      header: 'TC kimlik numarası',
      required: true,
      aliases: ['T.C. Kimlik No', 'TCKN', 'TC Kimlik No'],
    },
    {
      key: 'email',
      header: 'E-posta adresi',
      required: true,
      aliases: ['E-posta', 'Eposta', 'E-mail'],
    },
    { key: 'department', header: 'Departman' },
    { key: 'costCenter', header: 'Masraf merkezi' },
  ],
  uniqueKey: 'msisdn',
  example: {
    msisdn: '0532 123 45 67',
    userName: 'Ayşe Yılmaz',
    identityNumber: '10000000146',
    email: 'ayse.yilmaz@ornek.com.tr',
    department: 'Satış',
    costCenter: 'MM-100',
  },
  validateRow(values) {
    const errors: RowError[] = [];
    if (normalizeMsisdn(values.msisdn ?? '') === null)
      errors.push({ column: 'msisdn', message: MSISDN_MESSAGE });
    for (const field of LINE_USER_FIELDS) {
      const result = validate(LineUserInput.entries[field], values[field] ?? '');
      if (!result.ok) errors.push({ column: field, message: result.message });
    }
    return errors;
  },
};

/** A checked row's values as the update row's body (empty optional fields left out). */
export function lineUserBody(values: Record<string, string>): LineUserInput {
  const optional = (text: string | undefined) => (text ? text : undefined);
  return {
    userName: values.userName ?? '',
    identityNumber: values.identityNumber ?? '',
    email: values.email ?? '',
    department: optional(values.department),
    costCenter: optional(values.costCenter),
  };
}
