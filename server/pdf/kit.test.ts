// @vitest-environment node
/** The kit's output read back by a real PDF reader: Turkish text, pages, tables, document info. */
import { renderPdf } from './kit';
import { readPdfText } from './readPdfText';

const TURKISH = 'Çağrı İşlemleri: ç ğ ı İ ö ş ü Ç Ğ I Ö Ş Ü';

describe('pdf kit', () => {
  it('prints every Turkish letter and stores the document info', async () => {
    const bytes = await renderPdf({
      title: 'Deneme Belgesi',
      author: 'Kurumsal Portal',
      blocks: [
        { kind: 'title', text: 'Fatura F123' },
        { kind: 'paragraph', text: TURKISH },
        { kind: 'fields', rows: [['Şirket', 'Ağaç İşleri A.Ş.']] },
      ],
    });
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text, info } = await readPdfText(bytes);
    expect(text).toContain('Fatura F123');
    for (const letter of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'Ö', 'Ş', 'Ü'])
      expect(text).toContain(letter);
    expect(text).toContain('Ağaç İşleri A.Ş.');
    expect(info.Title).toBe('Deneme Belgesi');
    expect(info.Author).toBe('Kurumsal Portal');
    expect(info.Language).toBe('tr-TR');
  });

  it('breaks long text onto numbered pages and repeats a table header', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => [`Satır ${i + 1}`, `${i + 1},00 TL`]);
    const { pages } = await readPdfText(
      await renderPdf({
        title: 'Uzun',
        blocks: [
          {
            kind: 'table',
            columns: [
              { header: 'Açıklama', width: 0.7 },
              { header: 'Tutar', width: 0.3, align: 'right' },
            ],
            rows,
            totals: [['Toplam', '4.095,00 TL']],
          },
        ],
      }),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain(`1 / ${pages.length}`);
    for (const page of pages) expect(page).toContain('Açıklama');
    expect(pages.at(-1)).toContain('Satır 90');
    expect(pages.at(-1)).toContain('4.095,00 TL');
  });

  it('wraps a paragraph wider than the page instead of cutting it', async () => {
    const long = Array.from({ length: 60 }, (_, i) => `kelime${i}`).join(' ');
    const { text } = await readPdfText(
      await renderPdf({ title: 'Sarma', blocks: [{ kind: 'paragraph', text: long }] }),
    );
    expect(text).toContain('kelime0');
    expect(text).toContain('kelime59');
  });
});
