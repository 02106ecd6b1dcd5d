import { lineSpec } from './fixtures/lineSpec';
import { templateBlob } from './template';

describe('templateBlob', () => {
  it('writes the header and the example row as CSV', async () => {
    const text = await (await templateBlob(lineSpec, 'csv')).text();
    expect(text.replace(/^\uFEFF/, '')).toBe(
      'Hat numarası;Kullanıcı adı;E-posta\r\n5321234567;Ayşe Yılmaz;ayse@ornek.com.tr\r\n',
    );
  });

  it('writes an XLSX the import reads back', async () => {
    const { parseSheet } = await import('./parse');
    const rows = await parseSheet(await (await templateBlob(lineSpec, 'xlsx')).arrayBuffer(), 't.xlsx');
    expect(rows).toEqual([
      ['Hat numarası', 'Kullanıcı adı', 'E-posta'],
      ['5321234567', 'Ayşe Yılmaz', 'ayse@ornek.com.tr'],
    ]);
  });
});
