/**
 * Seed data of documents (issue 3): per company, the document set as far as it is on file, and
 * order documents to sign, each naming a real order of the company (the orders seed runs first).
 * A generator of its own keeps the other seeds exactly as they were.
 */
import { createPrng } from '../db/prng';
import type { Db } from '../db/schema';
import { seedMorning } from '../db/seedDay';

const SEED = 20251024;
const HOUR_MS = 3_600_000;

/** The order documents' text: short, but with the parties and the order, as a real one has. */
function orderParagraphs(company: string, orderNo: string, title: string): string[] {
  return [
    `${title}, ${company} ("Abone") ile operatör arasında ${orderNo} numaralı sipariş kapsamında düzenlenmiştir.`,
    'Abone, sipariş kapsamındaki hatların ve hizmetlerin kurumsal kullanım amacıyla alındığını kabul eder.',
    'Taahhüt süresi boyunca tarife ve paket ücretleri sipariş özetinde belirtilen tutarlar üzerinden faturalandırılır.',
    'Belge, yetkili kişinin cep telefonuna gönderilen doğrulama kodu ile onaylandığında imzalanmış sayılır.',
  ];
}

const ORDER_DOCS = [
  { typeName: 'Yeni hat siparişi', orderType: 'NEW_LINE', title: 'Abonelik Sözleşmesi' },
  { typeName: 'Ek paket siparişi', orderType: 'ADDITIONAL_PACKAGE', title: 'Kampanya Taahhütnamesi' },
  { typeName: 'SIM kart siparişi', orderType: 'SIM_CARD', title: 'SIM Kart Teslim Tutanağı' },
];

export function seedDocuments(db: Db): void {
  // Seeded events happened around the seed day (server/db/seedDay.ts).
  const seedTime = seedMorning(db);
  const rng = createPrng(SEED);
  const companies = db
    .prepare('SELECT corporate_ncst AS ncst, corporate_id AS id, name FROM companies ORDER BY position')
    .all() as { ncst: string; id: string; name: string }[];
  const firstUser = db.prepare('SELECT user_id AS id FROM user_companies WHERE corporate_ncst = ? LIMIT 1');
  const insertDocument = db.prepare(
    `INSERT INTO company_documents (id, corporate_ncst, form_id, file_name, mime_type, size_bytes,
       content, status, uploaded_by, created_at, stored_at)
     VALUES (?, ?, 'ONLINE_TRANSACTION_CONTRACT', ?, 'application/pdf', ?, ?, 'APPROVED', ?, ?, ?)`,
  );
  const insertOrderDocument = db.prepare(
    `INSERT INTO order_documents (id, corporate_ncst, order_no, order_type_name, title, paragraphs,
       created_at, status, signed_by, signed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // A document belongs to a real order of the company, so My Orders finds the number it names.
  const latestOrder = db.prepare(
    `SELECT number AS orderNo FROM ledger_entries WHERE corporate_ncst = ? AND kind = ?
     ORDER BY created_at DESC LIMIT 1`,
  );
  companies.forEach((company, index) => {
    const uploader = (firstUser.get(company.ncst) as { id: number } | undefined)?.id;
    // Every company signed the online transaction contract once; the rest of the set is missing.
    if (uploader !== undefined) {
      // A scanned contract is tens of kilobytes; the comment lines stand in for the page images.
      const pages = Array.from({ length: 600 + index * 37 }, (_, i) => `% sayfa verisi ${i}`).join('\n');
      const pdf = Buffer.from(`%PDF-1.4\n% Online İşlemler Sözleşmesi - ${company.name}\n${pages}\n%%EOF\n`);
      const at = seedTime - (30 + index) * 24 * HOUR_MS;
      insertDocument.run(
        `DOC-${company.id}-0001`,
        company.ncst,
        'online-islemler-sozlesmesi.pdf',
        pdf.length,
        pdf,
        uploader,
        at,
        at,
      );
    }
    ORDER_DOCS.forEach((doc, i) => {
      // The draw stays even when unused, so the rest of the seed is the same as before.
      const fallback = `SP-${company.id}-${String(rng.int(1000, 9999))}`;
      const orderNo =
        (latestOrder.get(company.ncst, doc.orderType) as { orderNo: string } | undefined)?.orderNo ??
        fallback;
      const signed = i === ORDER_DOCS.length - 1;
      const created = seedTime - rng.int(2, 72) * HOUR_MS;
      insertOrderDocument.run(
        `ODOC-${company.id}-${i + 1}`,
        company.ncst,
        orderNo,
        doc.typeName,
        doc.title,
        JSON.stringify(orderParagraphs(company.name, orderNo, doc.title)),
        created,
        signed ? 'SIGNED' : 'AWAITING_SIGNATURE',
        signed ? (uploader ?? null) : null,
        signed ? created + HOUR_MS : null,
      );
    });
  });
}
