/**
 * Seed data of approval procedures (issue 3): for every person and company they work for,
 * workflow instances that colleagues started and that wait for this person's approval.
 * A generator of its own keeps the other seeds exactly as they were.
 */

import type { ApprovalDetailRow, ApprovalProcedureType } from '../../src/api/approvalsTypes';
import { formatMsisdn } from '../../src/lib/msisdn';
import { createPrng, type Prng } from '../db/prng';
import type { Db } from '../db/schema';
import { seedMorning } from '../db/seedDay';

const SEED = 20251024;
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

export function seedApprovalProcedures(db: Db): void {
  // Seeded events happened around the seed day (server/db/seedDay.ts).
  const seedTime = seedMorning(db);
  const rng = createPrng(SEED);
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
        `WF-${new Date(seedTime).getUTCFullYear()}-${String(100400 + workflow)}`,
        link.ncst,
        link.userId,
        procedure.type,
        rng.pick(COLLEAGUES),
        seedTime - rng.int(1, 240) * HOUR_MS,
        procedure.summary,
        JSON.stringify(procedure.details),
      );
    }
  }
}
