import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lineSpec } from './fixtures/lineSpec';
import { parseSheet } from './parse';
import { validateAll } from './validate';

/** A ";" CSV as Turkish Excel saves "CSV (virgülle ayrılmış)": Windows-1254, no BOM. */
const fixture = readFileSync(join(import.meta.dirname, 'fixtures', 'turkish-excel-1254.csv'));

describe('a Windows-1254 CSV from Turkish Excel', () => {
  it('is a real Windows-1254 file (ş = 0xFE, İ = 0xDD, ı = 0xFD, ğ = 0xF0)', () => {
    expect([...fixture]).toEqual(expect.arrayContaining([0xfe, 0xdd, 0xfd, 0xf0, 0xd0, 0xde]));
  });

  it('reads, matches headers and validates row by row', async () => {
    const bytes = fixture.buffer.slice(
      fixture.byteOffset,
      fixture.byteOffset + fixture.byteLength,
    ) as ArrayBuffer;
    const outcome = validateAll(await parseSheet(bytes, 'hatlar.csv'), lineSpec);
    if (!outcome.ok) throw new Error(`not read: ${JSON.stringify(outcome.failure)}`);
    expect(outcome.rows.map((row) => row.values.name)).toEqual([
      'Ağaoğlu İşçi Şükrü',
      'IŞIK ĞÜLŞEN',
      'Çağla Ilgın',
    ]);
    expect(outcome.rows.map((row) => row.errors.map((e) => e.column))).toEqual([[], [], ['msisdn', 'email']]);
  });
});
