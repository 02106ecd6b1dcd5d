import writeXlsxFile from 'write-excel-file/universal';
import { validate } from '../../api/contract/issues';
import { LineUserInput } from '../../api/lineUser/types';
import { parseSheet } from '../../lib/sheets/parse';
import { validateAll } from '../../lib/sheets/validate';
import { lineUserBody, lineUserImportSpec, MSISDN_MESSAGE } from './importSpec';

/** Windows-1254 bytes of Turkish text: ASCII as is, the Turkish letters at their code page places. */
const CP1254: Record<string, number> = {
  Ç: 0xc7,
  ç: 0xe7,
  Ğ: 0xd0,
  ğ: 0xf0,
  İ: 0xdd,
  ı: 0xfd,
  Ö: 0xd6,
  ö: 0xf6,
  Ş: 0xde,
  ş: 0xfe,
  Ü: 0xdc,
  ü: 0xfc,
};
function windows1254(text: string): ArrayBuffer {
  const bytes = [...text].map((ch) => {
    const code = CP1254[ch] ?? ch.charCodeAt(0);
    if (code > 0x7f && CP1254[ch] === undefined) throw new Error(`not in the test table: ${ch}`);
    return code;
  });
  return new Uint8Array(bytes).buffer;
}

async function readRows(bytes: ArrayBuffer, name: string) {
  const outcome = validateAll(await parseSheet(bytes, name), lineUserImportSpec);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.failure));
  return outcome.rows;
}

describe('lineUserImportSpec', () => {
  it('reads a ";" CSV as Turkish Excel saves it (Windows-1254, alias headers, CRLF)', async () => {
    const csv = [
      'GSM No;Ad Soyad;T.C. Kimlik No;E-posta;Departman;Masraf merkezi',
      '0532 123 45 67;Şükrü Çağlayan;10000000146;sukru@ornek.com.tr;Satış;MM-100',
      '+90 533 000 00 01;Işıl Gök;10000000147;isil@ornek.com.tr;;',
      '5321234567;İpek Öz;10000000146;ipek@;Üretim;',
      '12345;Ğ;;x@ornek.com.tr;;',
    ].join('\r\n');
    const rows = await readRows(windows1254(csv), 'hatlar.csv');

    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(rows[0]).toEqual({
      line: 2,
      values: {
        msisdn: '0532 123 45 67',
        userName: 'Şükrü Çağlayan',
        identityNumber: '10000000146',
        email: 'sukru@ornek.com.tr',
        department: 'Satış',
        costCenter: 'MM-100',
      },
      errors: [],
    });
    expect(rows[1]?.errors).toEqual([
      { column: 'identityNumber', message: 'TC kimlik numarası geçerli değil.' },
    ]);
    // The e-mail is wrong, and "5321234567" is the same line as row 2 written another way.
    expect(rows[2]?.errors.map((e) => e.column)).toEqual(['email']);
    expect(rows[2]?.errors[0]?.message).toMatch(/^E-posta adresi geçerli değil/);
    // A missing required field is said once; the other checks wait until it is filled.
    expect(rows[3]?.errors).toEqual([{ column: 'identityNumber', message: 'Bu alan zorunlu.' }]);
  });

  it('says what the server says for each user field, and rejects numbers that are no mobile line', () => {
    const values = {
      msisdn: '0212 123 45 67',
      userName: 'A',
      identityNumber: '01234567890',
      email: 'kisi@ornek',
      department: 'x'.repeat(101),
      costCenter: '',
    };
    const errors = lineUserImportSpec.validateRow(values, 2);
    expect(errors.map((e) => e.column)).toEqual([
      'msisdn',
      'userName',
      'identityNumber',
      'email',
      'department',
    ]);
    expect(errors[0]?.message).toBe(MSISDN_MESSAGE);
    // The sandbox's validate row checks each field with the same schema and the same words.
    for (const error of errors.slice(1)) {
      const field = error.column as keyof typeof LineUserInput.entries;
      const server = validate(LineUserInput.entries[field], values[field]);
      expect(server).toEqual({ ok: false, message: error.message });
    }
    expect(errors[2]?.message).toBe('TC kimlik numarası 0 ile başlayamaz.');
  });

  it('refuses a cost centre the spend analysis could not group by, in Turkish, on its column', () => {
    const values = {
      msisdn: '5321234567',
      userName: 'Ayşe Yılmaz',
      identityNumber: '10000000146',
      email: 'a@b.com.tr',
    };
    expect(lineUserImportSpec.validateRow({ ...values, costCenter: 'MM-ÜRETİM/2' }, 2)).toEqual([]);
    expect(lineUserImportSpec.validateRow({ ...values, costCenter: '=MM;100' }, 2)).toEqual([
      {
        column: 'costCenter',
        message:
          'Masraf merkezi harf veya rakamla başlamalı; yalnızca harf, rakam, boşluk ve . _ / - içerebilir.',
      },
    ]);
  });

  it('accepts every writing of a number and a row the update row accepts', () => {
    for (const msisdn of ['5321234567', '0532 123 45 67', '+90 532 123 4567', '90(532)1234567']) {
      const values = {
        msisdn,
        userName: "Ayşe O'Neil-Kaya",
        identityNumber: '10000000146',
        email: 'a@b.com.tr',
      };
      expect(lineUserImportSpec.validateRow({ ...values, department: '', costCenter: '' }, 2)).toEqual([]);
      expect(validate(LineUserInput, lineUserBody(values)).ok).toBe(true);
    }
  });

  it('reads the XLSX template back with its example row valid, and reports missing columns', async () => {
    const { templateBlob } = await import('../../lib/sheets/template');
    const blob = await templateBlob(lineUserImportSpec, 'xlsx');
    const rows = await readRows(await blob.arrayBuffer(), 'sablon.xlsx');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.errors).toEqual([]);
    expect(rows[0]?.values.userName).toBe('Ayşe Yılmaz');

    const xlsx = await writeXlsxFile([
      ['Telefon', 'Kullanıcı', 'TCKN'],
      [5321234567, 'Ali Veli', 10000000146],
    ]).toBlob();
    const table = await parseSheet(await xlsx.arrayBuffer(), 'eksik.xlsx');
    expect(validateAll(table, lineUserImportSpec)).toEqual({
      ok: false,
      failure: { code: 'missingColumns', columns: ['E-posta adresi'] },
    });
  });
});
