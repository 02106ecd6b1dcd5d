import { readSheet } from 'read-excel-file/node';
import { sampleColumns, sampleRows } from './testRows';
import { xlsxBlob, xlsxSheetData } from './xlsx';

describe('xlsxBlob', () => {
  it('writes a header row and typed cells that read back as numbers and dates', async () => {
    const blob = await xlsxBlob(sampleColumns, sampleRows);
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(rows[0]).toEqual(['Ünvan', 'Adet', 'Tutar', 'Tarih']);
    expect(rows[1]?.[0]).toBe('Işık Gıda; Şubesi');
    expect(rows[1]?.[1]).toBe(1234.5);
    expect(rows[1]?.[2]).toBe(1234.56);
    const day = rows[1]?.[3];
    expect(day).toBeInstanceOf(Date);
    // The calendar day survives whatever the time zone (stored as that day at UTC midnight).
    expect((day as unknown as Date).toISOString().slice(0, 10)).toBe('2025-10-22');
    expect(rows[2]?.[0]).toBe('=HYPERLINK("http://x")');
    expect(rows[2]?.[1]).toBeNull();
    expect(rows[2]?.[2]).toBe(-7);
    expect(rows[3]?.[2]).toBe(1000000);
    expect(rows[3]?.[3]).toBeNull();
  });

  it('makes the header bold and gives amounts the TL format and dates dd.mm.yyyy', () => {
    const data = xlsxSheetData(sampleColumns, sampleRows);
    expect(data[0]?.[0]).toMatchObject({ value: 'Ünvan', fontWeight: 'bold' });
    expect(data[1]?.[2]).toMatchObject({ type: Number, value: 1234.56, format: '#,##0.00 "TL"' });
    expect(data[1]?.[3]).toMatchObject({ type: Date, format: 'dd.mm.yyyy' });
  });
});
