/**
 * The text of a contract, built from its row: the same sections feed the on-screen view
 * (contractContent) and the PDF (contractDownload), so what a person approves is what they get.
 */

import type { ContractContent, ContractSection, ContractSummary } from '../../src/api/contracts/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { productTypeWord } from '../../src/lib/productTypes';
import { type PdfBlock, renderPdf } from '../pdf/kit';

/** dd.mm.yyyy, as Turkish contracts write dates. */
export function trDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

export function contractSections(contract: ContractSummary): ContractSection[] {
  const [operator, customer] = contract.parties;
  return [
    {
      heading: '1. Taraflar',
      paragraphs: contract.parties.map(
        (p) => `${p.role === 'OPERATOR' ? 'Operatör' : 'Abone'}: ${p.name} (${p.identifier})`,
      ),
    },
    {
      heading: '2. Sözleşmenin konusu',
      paragraphs: [
        `İşbu ${contract.type}, ${operator?.name} tarafından ${customer?.name} adına tanımlı hatlara ` +
          `sunulan hizmetlerin (${contract.products.join(', ')}) koşullarını düzenler.`,
      ],
    },
    {
      heading: '3. Süre',
      paragraphs: [
        `Sözleşme ${trDate(contract.validFrom)} tarihinde yürürlüğe girer ve ${trDate(contract.validUntil)} ` +
          'tarihine kadar geçerlidir. Taraflardan biri süre bitiminden otuz gün önce yazılı olarak ' +
          'bildirimde bulunmadıkça sözleşme aynı koşullarla bir yıl uzar.',
      ],
    },
    {
      heading: '4. Kapsanan hatlar',
      paragraphs: contract.lines.map(
        (line) => `${formatMsisdn(line.msisdn)} – ${productTypeWord(line.productType)} – ${line.tariffName}`,
      ),
    },
    {
      heading: '5. Genel hükümler',
      paragraphs: [
        'Abone, hatların kullanımından doğan ücretleri fatura son ödeme tarihine kadar ödemeyi kabul eder.',
        'Taahhüt süresi dolmadan hattın iptali veya başka operatöre taşınması hâlinde, kalan süreye ' +
          'ait indirim tutarları cayma bedeli olarak faturalanır.',
        'Kişisel veriler 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun olarak işlenir.',
        'Bu sözleşmeden doğan uyuşmazlıklarda İstanbul (Çağlayan) mahkemeleri ve icra daireleri yetkilidir.',
      ],
    },
  ];
}

export function contractContent(contract: ContractSummary): ContractContent {
  return {
    contractNumber: contract.contractNumber,
    title: contract.title,
    sections: contractSections(contract),
  };
}

/** The file a person downloads: header, parties, dates and the sections. */
export function contractPdf(contract: ContractSummary): Promise<Uint8Array> {
  const blocks: PdfBlock[] = [
    { kind: 'title', text: contract.type.toLocaleUpperCase('tr-TR') },
    {
      kind: 'fields',
      rows: [
        ['Sözleşme no', contract.contractNumber],
        ['Belge no', contract.fileId],
        ['Düzenlenme tarihi', trDate(contract.createdDate)],
        ['Geçerlilik', `${trDate(contract.validFrom)} – ${trDate(contract.validUntil)}`],
      ],
    },
  ];
  for (const section of contractSections(contract)) {
    blocks.push({ kind: 'heading', text: section.heading });
    for (const paragraph of section.paragraphs) blocks.push({ kind: 'paragraph', text: paragraph });
  }
  blocks.push({ kind: 'heading', text: 'İmzalar' });
  for (const party of contract.parties)
    blocks.push({ kind: 'paragraph', text: `${party.name}: elektronik olarak onaylanmıştır.` });
  return renderPdf({
    title: `${contract.title} (${contract.contractNumber})`,
    subject: contract.type,
    createdAt: new Date(`${contract.createdDate}T09:00:00Z`),
    blocks,
  });
}

/** "sozlesme-4123456789.pdf": ASCII, so every browser keeps it as the saved file's name. */
export function contractFileName(contract: ContractSummary): string {
  return `sozlesme-${contract.contractNumber}.pdf`;
}
