import { csvBlob, toCsv } from './csv';
import { sampleColumns, sampleRows } from './testRows';

describe('toCsv', () => {
  it('writes the header and rows as Turkish Excel reads them', () => {
    expect(toCsv(sampleColumns, sampleRows)).toBe(
      [
        'Ünvan;Adet;Tutar;Tarih',
        '"Işık Gıda; Şubesi";1.234,5;1.234,56;22.10.2025',
        `"'=HYPERLINK(""http://x"")";;-7,00;05.01.2025`,
        '"Çağrı ""Öz""\nİzmir";3;1.000.000,00;',
        '',
      ].join('\r\n'),
    );
  });

  it.each(['=1+2', '+90 555', '-cmd', '@SUM(A1)', '\t=1'])(
    'guards the text cell %j against formulas',
    (text) => {
      const csv = toCsv(
        [{ id: 'n', header: 'Not', kind: 'text', value: (r: { n: string }) => r.n }],
        [{ n: text }],
      );
      const cell = csv.split('\r\n')[1] ?? '';
      expect(cell.replace(/^"|"$/g, '').startsWith(`'${text.charAt(0)}`)).toBe(true);
    },
  );

  it('leaves negative numbers alone: only text cells are guarded', () => {
    const csv = toCsv([{ id: 'n', header: 'Adet', kind: 'number', value: () => -5 }], [{}]);
    expect(csv).toBe('Adet\r\n-5\r\n');
  });
});

describe('csvBlob', () => {
  it('starts with the UTF-8 BOM so Excel reads Turkish letters', async () => {
    const bytes = new Uint8Array(await csvBlob(sampleColumns, sampleRows).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3, 8))).toBe('Ünva');
  });
});
