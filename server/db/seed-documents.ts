/**
 * Seed data of approval procedures and documents (issue 3): for every person and company they
 * work for, workflow instances that colleagues started and that wait for this person's approval;
 * per company, the document set as far as it is on file, and order documents to sign.
 * A generator of its own keeps the other seeds exactly as they were.
 */
import type { ApprovalDetailRow, ApprovalProcedureType } from '../../src/api/approvalsTypes';
import { createPrng, type Prng } from './prng';
import type { Db } from './schema';

const SEED = 20251024;
const SEED_TIME = Date.UTC(2025, 9, 22, 9, 0, 0);
const HOUR_MS = 3_600_000;

const COLLEAGUES = ['Deniz Aksoy', 'Okan Yüce', 'Sevgi Tuna', 'Barış Ekinci', 'İpek Güler', 'Murat Şen'];
const TARIFFS = ['Kurumsal Süper 10 GB', 'Kurumsal Konuşkan 2000 DK', 'Kurumsal Sınırsız Plus'];
const PACKAGES = ['Ek 5 GB Kurumsal', 'Yurt Dışı 1 GB', 'Ek 1000 DK'];
const REASONS = ['Çalışan ayrıldı', 'Cihaz kullanım dışı', 'Şube kapandı'];

interface Line {
  msisdn: string;
  tariff: string;
  user: string;
}

interface SeedProcedure {
  type: ApprovalProcedureType;
  summary: string;
  details: ApprovalDetailRow[];
}

const formatMsisdn = (m: string) => `${m.slice(0, 3)} ${m.slice(3, 6)} ${m.slice(6, 8)} ${m.slice(8)}`;

/** One procedure of each kind, worded the way the operator's workflow describes it. */
function procedureOf(type: ApprovalProcedureType, rng: Prng, lines: Line[]): SeedProcedure {
  const line = rng.pick(lines);
  switch (type) {
    case 'TARIFF_CHANGE': {
      const target = rng.pick(TARIFFS.filter((t) => t !== line.tariff));
      return {
        type,
        summary: `${formatMsisdn(line.msisdn)} hattının tarifesi ${target} olarak değişecek.`,
        details: [
          { label: 'Hat', value: formatMsisdn(line.msisdn) },
          { label: 'Hat kullanıcısı', value: line.user },
          { label: 'Mevcut tarife', value: line.tariff },
          { label: 'Yeni tarife', value: target },
        ],
      };
    }
    case 'LINE_DEACTIVATION': {
      const reason = rng.pick(REASONS);
      return {
        type,
        summary: `${formatMsisdn(line.msisdn)} hattı kapatılacak (${reason.toLocaleLowerCase('tr-TR')}).`,
        details: [
          { label: 'Hat', value: formatMsisdn(line.msisdn) },
          { label: 'Hat kullanıcısı', value: line.user },
          { label: 'Kapatma nedeni', value: reason },
        ],
      };
    }
    case 'AUTHORIZED_USER_CHANGE': {
      const person = rng.pick(COLLEAGUES);
      return {
        type,
        summary: `${person} için fatura görüntüleme yetkisi tanımlanacak.`,
        details: [
          { label: 'Yetkili kişi', value: person },
          { label: 'Eklenecek yetki', value: 'Fatura görüntüleme' },
          { label: 'Kaldırılacak yetki', value: 'Yok' },
        ],
      };
    }
    case 'BULK_PACKAGE_ORDER': {
      const pkg = rng.pick(PACKAGES);
      const count = rng.int(5, 40);
      return {
        type,
        summary: `${count} hatta ${pkg} paketi tanımlanacak.`,
        details: [
          { label: 'Paket', value: pkg },
          { label: 'Hat sayısı', value: String(count) },
          { label: 'İlk hat', value: formatMsisdn(line.msisdn) },
        ],
      };
    }
  }
}

const TYPES: ApprovalProcedureType[] = [
  'TARIFF_CHANGE',
  'LINE_DEACTIVATION',
  'AUTHORIZED_USER_CHANGE',
  'BULK_PACKAGE_ORDER',
];

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
  const rng = createPrng(SEED);
  const companies = db
    .prepare('SELECT corporate_ncst AS ncst, corporate_id AS id, name FROM companies ORDER BY position')
    .all() as { ncst: string; id: string; name: string }[];
  const links = db
    .prepare(
      `SELECT uc.user_id AS userId, uc.corporate_ncst AS ncst FROM user_companies uc
       ORDER BY uc.user_id, uc.position`,
    )
    .all() as { userId: number; ncst: string }[];
  const linesOf = db.prepare(
    `SELECT msisdn, tariff_name AS tariff, line_user AS user FROM lines
     WHERE corporate_ncst = ? AND product_type = 'VOICE' ORDER BY msisdn LIMIT 40`,
  );
  const insertProcedure = db.prepare(
    `INSERT INTO approval_procedures (workflow_instance_id, corporate_ncst, approver_user_id, type,
       requester, requested_at, summary, details, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'PENDING')`,
  );
  let workflow = 0;
  for (const link of links) {
    const lines = linesOf.all(link.ncst) as Line[];
    const count = rng.int(3, 5);
    for (let i = 0; i < count; i += 1) {
      workflow += 1;
      const procedure = procedureOf(TYPES[(workflow + i) % TYPES.length]!, rng, lines);
      insertProcedure.run(
        `WF-2025-${String(100400 + workflow)}`,
        link.ncst,
        link.userId,
        procedure.type,
        rng.pick(COLLEAGUES),
        SEED_TIME - rng.int(1, 240) * HOUR_MS,
        procedure.summary,
        JSON.stringify(procedure.details),
      );
    }
  }

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
    `SELECT order_no AS orderNo FROM orders WHERE corporate_ncst = ? AND order_type = ?
     ORDER BY created_at DESC LIMIT 1`,
  );
  companies.forEach((company, index) => {
    const uploader = (firstUser.get(company.ncst) as { id: number } | undefined)?.id;
    // Every company signed the online transaction contract once; the rest of the set is missing.
    if (uploader !== undefined) {
      // A scanned contract is tens of kilobytes; the comment lines stand in for the page images.
      const pages = Array.from({ length: 600 + index * 37 }, (_, i) => `% sayfa verisi ${i}`).join('\n');
      const pdf = Buffer.from(`%PDF-1.4\n% Online İşlemler Sözleşmesi - ${company.name}\n${pages}\n%%EOF\n`);
      const at = SEED_TIME - (30 + index) * 24 * HOUR_MS;
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
      const created = SEED_TIME - rng.int(2, 72) * HOUR_MS;
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
