import writeXlsxFile from 'write-excel-file/universal';
import { lineSpec } from './fixtures/lineSpec';
import { matchHeaders } from './headers';
import { parseSheet } from './parse';

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('parseSheet', () => {
  it('reads a ";" CSV with quoted fields and skips blank lines', async () => {
    const rows = await parseSheet(
      bytesOf('Hat numarası;Kullanıcı adı\r\n5321234567;"Öz; Ayşe"\r\n;\r\n\r\n'),
      'a.csv',
    );
    expect(rows).toEqual([
      ['Hat numarası', 'Kullanıcı adı'],
      ['5321234567', 'Öz; Ayşe'],
    ]);
  });

  it('detects a "," CSV', async () => {
    const rows = await parseSheet(bytesOf('Hat numarası,Kullanıcı adı\n5321234567,Ali\n'), 'a.csv');
    expect(rows[1]).toEqual(['5321234567', 'Ali']);
  });

  it('reads an XLSX with cells as the person typed them', async () => {
    const blob = await writeXlsxFile([
      ['Hat numarası', 'Tutar', 'Tarih', 'Ad'],
      [5321234567, 1234.5, { value: new Date(Date.UTC(2025, 9, 22)), format: 'dd.mm.yyyy' }, 'Işıl'],
    ]).toBlob();
    const rows = await parseSheet(await blob.arrayBuffer(), 'liste.xlsx');
    expect(rows[1]).toEqual(['5321234567', '1234,5', '22.10.2025', 'Işıl']);
  });
});

describe('matchHeaders', () => {
  it('matches Turkish titles case- and diacritic-insensitively, and aliases', () => {
    expect(matchHeaders(['e posta', 'KULLANICI ADI', 'gsm no'], lineSpec)).toEqual({
      indexByKey: { email: 0, name: 1, msisdn: 2 },
      missing: [],
    });
    expect(matchHeaders(['HAT NUMARASI', 'Kullanici Adi'], lineSpec).indexByKey).toEqual({
      msisdn: 0,
      name: 1,
    });
  });

  it('reports missing required columns by their title', () => {
    expect(matchHeaders(['E-posta'], lineSpec).missing).toEqual(['Hat numarası', 'Kullanıcı adı']);
  });
});
