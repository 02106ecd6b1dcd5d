/**
 * The invoice as a PDF, in Turkish: the operator, the company and its tax number, period,
 * invoice number, issue and due dates, the lines with their charges, subtotal, KDV, ÖİV and
 * total. The tax authority's copy is titled e-Arşiv Fatura and carries its ETTN.
 */

import { createHash } from 'node:crypto';
import type { InvoiceCopy } from '../../src/api/invoicePdf/types';
import { formatMoney, formatPeriod } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';
import type { InvoiceDocument } from '../db/invoices/document';
import { type PdfBlock, renderPdf } from '../pdf/kit';

const OPERATOR = {
  name: 'Kurumsal Mobil İletişim Hizmetleri A.Ş.',
  taxOffice: 'Büyük Mükellefler Vergi Dairesi',
  taxNumber: '4810092365',
  address: 'Büyükdere Caddesi No: 123, 34394 Şişli / İstanbul',
};

/** dd.mm.yyyy of an ISO date, as Turkish invoices write dates. */
const trDate = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
};

/** Invoices always print kuruş: "1.234,50 TL". */
const money = (kurus: number) => formatMoney(kurus / 100, { minDecimals: 2 });

/**
 * The e-Arşiv invoice's ETTN (Evrensel Tekil Tanımlama Numarası): a UUID. Derived from the
 * invoice number (name-based, version 5 layout) so the same invoice always prints the same one.
 */
export function ettnOf(invoiceNo: string): string {
  const hex = createHash('sha1')
    .update(`kurumsal-portal-ettn:${invoiceNo}`)
    .digest('hex')
    .slice(0, 32)
    .split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const invoiceTitle = (copy: InvoiceCopy) => (copy === 'GIB' ? 'e-Arşiv Fatura' : 'Fatura');

/** "fatura-F1234202510.pdf", "e-arsiv-fatura-F1234202510.pdf": ASCII names every browser keeps. */
export const invoiceFileName = (copy: InvoiceCopy, invoiceNo: string) =>
  `${copy === 'GIB' ? 'e-arsiv-fatura' : 'fatura'}-${invoiceNo}.pdf`;

export function invoiceBlocks(doc: InvoiceDocument, copy: InvoiceCopy): PdfBlock[] {
  const head: [string, string][] = [
    ['Fatura no', doc.invoiceNo],
    ...(copy === 'GIB'
      ? ([
          ['ETTN', ettnOf(doc.invoiceNo)],
          ['Fatura tipi', 'SATIŞ – e-Arşiv'],
        ] as [string, string][])
      : []),
    ['Fatura dönemi', formatPeriod(doc.period)],
    ['Düzenlenme tarihi', trDate(doc.issueDate)],
    ['Son ödeme tarihi', trDate(doc.dueDate)],
    ['Ödeme durumu', doc.paid ? 'Ödendi' : 'Ödenmedi'],
  ];
  return [
    { kind: 'title', text: copy === 'GIB' ? 'e-ARŞİV FATURA' : 'FATURA' },
    { kind: 'paragraph', text: OPERATOR.name, bold: true },
    { kind: 'paragraph', text: `${OPERATOR.address} · ${OPERATOR.taxOffice} · VKN ${OPERATOR.taxNumber}` },
    { kind: 'heading', text: 'Sayın' },
    {
      kind: 'fields',
      rows: [
        ['Şirket', doc.companyName],
        ['Vergi kimlik no (VKN)', doc.taxNumber],
        ['Müşteri no', doc.corporateNcst],
      ],
    },
    { kind: 'heading', text: 'Fatura bilgileri' },
    { kind: 'fields', rows: head },
    { kind: 'heading', text: `Hat bazında ücretler (${doc.lines.length} hat)` },
    {
      kind: 'table',
      columns: [
        { header: 'Hat numarası', width: 0.25 },
        { header: 'Tarife', width: 0.5 },
        { header: 'Tutar', width: 0.25, align: 'right' },
      ],
      rows: doc.lines.map((line) => [formatMsisdn(line.msisdn), line.tariffName, money(line.amountKurus)]),
      totals: [
        ['', 'Ara toplam', money(doc.subtotalKurus)],
        ['', 'KDV (%20)', money(doc.kdvKurus)],
        ['', 'ÖİV (%10)', money(doc.oivKurus)],
        ['', 'Genel toplam', money(doc.totalKurus)],
      ],
    },
    { kind: 'space' },
    {
      kind: 'paragraph',
      text:
        copy === 'GIB'
          ? 'Bu belge, 509 sıra no.lu Vergi Usul Kanunu Genel Tebliği kapsamında e-Arşiv fatura olarak düzenlenmiş ve Gelir İdaresi Başkanlığı’na (GİB) bildirilmiştir.'
          : 'Ödemenizi son ödeme tarihine kadar banka, otomatik ödeme talimatı veya Kurumsal Portal üzerinden yapabilirsiniz.',
    },
  ];
}

export function renderInvoicePdf(doc: InvoiceDocument, copy: InvoiceCopy): Promise<Uint8Array> {
  return renderPdf({
    title: `${invoiceTitle(copy)} ${doc.invoiceNo} – ${formatPeriod(doc.period)}`,
    author: OPERATOR.name,
    subject: `${doc.companyName} ${formatPeriod(doc.period)} dönemi faturası`,
    createdAt: new Date(`${doc.issueDate}T09:00:00Z`),
    blocks: invoiceBlocks(doc, copy),
  });
}
