import { datedFileName, downloadSheet, saveBlob, sheetBlob } from './download';
import { sampleColumns, sampleRows } from './testRows';

describe('datedFileName', () => {
  it('adds the local day and the extension', () => {
    expect(datedFileName('siparisler', 'csv', new Date(2025, 0, 5, 23, 30))).toBe(
      'siparisler-2025-01-05.csv',
    );
    expect(datedFileName('hatlar', 'xlsx', new Date(2025, 10, 22))).toBe('hatlar-2025-11-22.xlsx');
  });
});

describe('downloadSheet', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the CSV through an anchor with the dated name and removes the anchor', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:test';
    });
    const clicks: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    await downloadSheet('csv', 'liste', sampleColumns, sampleRows);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toMatch(/^liste-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicks[0]?.href).toBe('blob:test');
    expect(await created[0]?.text()).toContain('Ünvan;Adet;Tutar;Tarih');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('builds an XLSX (zip) Blob for xlsx', async () => {
    const blob = await sheetBlob('xlsx', sampleColumns, sampleRows);
    const head = new Uint8Array(await blob.arrayBuffer()).slice(0, 2);
    expect(String.fromCharCode(...head)).toBe('PK');
  });

  it('saveBlob names the file as asked', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    saveBlob(new Blob(['a']), 'dosya.csv');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('dosya.csv');
  });
});
