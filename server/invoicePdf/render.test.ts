// @vitest-environment node
/** Invoice PDFs read back as a viewer shows them: number, company, Turkish money, taxes, GİB marks. */
import type { InvoiceDocument } from '../db/invoices/document';
import { readPdfText } from '../pdf/readPdfText';
import { ettnOf, invoiceFileName, renderInvoicePdf } from './render';

const doc: InvoiceDocument = {
  invoiceNo: 'F1001202510',
  corporateNcst: '1000000001',
  companyName: 'Çağdaş Güç Sistemleri Ltd. Şti.',
  taxNumber: '4000000001',
  period: '2025-10',
  issueDate: '2025-11-01',
  dueDate: '2025-11-20',
  lines: [
    { msisdn: '5321234567', tariffName: 'Kurumsal Sınırsız Ses', amountKurus: 123_456 },
    { msisdn: '5321234568', tariffName: 'Veri Paketi 20 GB', amountKurus: 9_950 },
  ],
  subtotalKurus: 133_406,
  kdvKurus: 26_681,
  oivKurus: 13_341,
  totalKurus: 173_428,
  paid: false,
};

describe('invoice pdf', () => {
  it('prints the invoice in Turkish with its lines, taxes and total', async () => {
    const bytes = await renderInvoicePdf(doc, 'STANDARD');
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text, info } = await readPdfText(bytes);
    expect(text).toContain('FATURA');
    expect(text).toContain('F1001202510');
    expect(text).toContain('Çağdaş Güç Sistemleri Ltd. Şti.');
    expect(text).toContain('4000000001');
    expect(text).toContain('Ekim 2025');
    expect(text).toContain('01.11.2025');
    expect(text).toContain('20.11.2025');
    expect(text).toContain('1.234,56 TL');
    expect(text).toContain('99,50 TL');
    expect(text).toMatch(/Ara toplam\s+1\.334,06 TL/);
    expect(text).toMatch(/KDV \(%20\)\s+266,81 TL/);
    expect(text).toMatch(/ÖİV \(%10\)\s+133,41 TL/);
    expect(text).toMatch(/Genel toplam\s+1\.734,28 TL/);
    for (const letter of ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü']) expect(text).toContain(letter);
    expect(text).not.toContain('ETTN');
    expect(info.Title).toBe('Fatura F1001202510 – Ekim 2025');
    expect(info.Language).toBe('tr-TR');
  });

  it('marks the tax authority copy as e-Arşiv with its ETTN', async () => {
    const { text, info } = await readPdfText(await renderInvoicePdf(doc, 'GIB'));
    expect(text).toContain('e-ARŞİV FATURA');
    expect(text).toContain('F1001202510');
    expect(text).toContain(ettnOf('F1001202510'));
    expect(text).toContain('Gelir İdaresi Başkanlığı');
    expect(info.Title).toBe('e-Arşiv Fatura F1001202510 – Ekim 2025');
  });

  it('gives each invoice its own stable UUID-shaped ETTN and ASCII file names', () => {
    expect(ettnOf('F1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ettnOf('F1')).toBe(ettnOf('F1'));
    expect(ettnOf('F1')).not.toBe(ettnOf('F2'));
    expect(invoiceFileName('STANDARD', 'F1')).toBe('fatura-F1.pdf');
    expect(invoiceFileName('GIB', 'F1')).toBe('e-arsiv-fatura-F1.pdf');
  });
});
