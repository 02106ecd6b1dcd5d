/**
 * Seed data of the approval queue (issue 35): per company, changes that colleagues asked for and
 * that wait for an approver: two tariff changes, a line closure and a rights change. Each is a
 * ledger entry in WAITING_APPROVAL requested by one of the company's colleagues with request
 * rights for it, and a queue row pointing at it, so My Orders, the request history and
 * /pending-requests show the same entries under the same numbers. Bulk package orders come from
 * the package seed, which places real package orders. A generator of its own keeps the other
 * seeds exactly as they were.
 */

import type { ApprovalDetailRow, ApprovalProcedureType } from '../../src/api/approvals/types';
import type { LedgerKind } from '../../src/api/ledger';
import { formatMsisdn } from '../../src/lib/msisdn';
import { APPROVAL_GROUPS, enqueueApproval } from '../db/approvals';
import { createLedger, type LedgerLine, type SummaryItem } from '../db/ledger/store';
import { companyColleagues, companyRequesters } from '../db/persons';
import { createPrng, type Prng } from '../db/prng';
import { seededTariffNames } from '../db/products';
import type { Db } from '../db/schema';
import { seedMorning } from '../db/seedDay';

const SEED = 20251024;
const HOUR_MS = 3_600_000;

/** Names from the core catalogue (server/db/products.ts). */
const TARIFFS = seededTariffNames('VOICE');
const REASONS = ['Çalışan ayrıldı', 'Cihaz kullanım dışı', 'Şube kapandı'];

interface Line {
  msisdn: string;
  tariff: string;
  user: string;
}

/** What the ledger keeps and what the approver reads, for one waiting change. */
interface SeedChange {
  kind: LedgerKind;
  operationTypeId?: number;
  title: string;
  summary: SummaryItem[];
  lines: LedgerLine[];
  approval: { summary: string; details: ApprovalDetailRow[] };
}

/** One change of each type, worded the way the operator's workflow describes it. */
function changeOf(type: ApprovalProcedureType, rng: Prng, lines: Line[], subject: string): SeedChange {
  const line = rng.pick(lines);
  const number = formatMsisdn(line.msisdn);
  switch (type) {
    case 'TARIFF_CHANGE': {
      const target = rng.pick(TARIFFS.filter((t) => t !== line.tariff));
      const summary = [
        { label: 'Yeni tarife', value: target },
        { label: 'Geçerlilik', value: 'Onaydan sonraki fatura döneminden itibaren' },
      ];
      return {
        kind: 'TARIFF_CHANGE',
        operationTypeId: 11,
        title: `Tarife değişikliği: ${target} (1 hat)`,
        summary,
        lines: [
          {
            msisdn: line.msisdn,
            userName: line.user,
            productType: 'VOICE',
            tariffName: target,
            before: line.tariff,
            after: target,
          },
        ],
        approval: {
          summary: `${number} hattının tarifesi ${target} olarak değişecek.`,
          details: [
            { label: 'Hat', value: number },
            { label: 'Hat kullanıcısı', value: line.user },
            { label: 'Mevcut tarife', value: line.tariff },
            { label: 'Yeni tarife', value: target },
          ],
        },
      };
    }
    case 'LINE_DEACTIVATION': {
      const reason = rng.pick(REASONS);
      return {
        kind: 'LINE_STATUS',
        operationTypeId: 21,
        title: 'Hat kapatma (1 hat)',
        summary: [{ label: 'Kapatma nedeni', value: reason }],
        lines: [{ msisdn: line.msisdn, userName: line.user, before: 'Aktif', after: 'Kapalı' }],
        approval: {
          summary: `${number} hattı kapatılacak (${reason.toLocaleLowerCase('tr-TR')}).`,
          details: [
            { label: 'Hat', value: number },
            { label: 'Hat kullanıcısı', value: line.user },
            { label: 'Kapatma nedeni', value: reason },
          ],
        },
      };
    }
    case 'AUTHORIZED_USER_CHANGE':
      return {
        kind: 'PERMISSION_CHANGE',
        title: `${subject} için yetki değişikliği`,
        summary: [
          { label: 'Yetkili kişi', value: subject },
          { label: 'Eklenecek yetki', value: 'Fatura görüntüleme' },
        ],
        lines: [],
        approval: {
          summary: `${subject} için fatura görüntüleme yetkisi tanımlanacak.`,
          details: [
            { label: 'Yetkili kişi', value: subject },
            { label: 'Eklenecek yetki', value: 'Fatura görüntüleme' },
            { label: 'Kaldırılacak yetki', value: 'Yok' },
          ],
        },
      };
    case 'BULK_PACKAGE_ORDER':
      throw new Error('Bulk package orders are the package seed’s (server/additionalPackage/seed.ts)');
  }
}

/** Per company, in this order (the newest last). */
const PLAN: ApprovalProcedureType[] = [
  'TARIFF_CHANGE',
  'LINE_DEACTIVATION',
  'AUTHORIZED_USER_CHANGE',
  'TARIFF_CHANGE',
];

export function seedApprovalProcedures(db: Db): void {
  // Seeded events happened around the seed day (server/db/seedDay.ts).
  const seedTime = seedMorning(db);
  const rng = createPrng(SEED);
  const ledger = createLedger(db, () => seedTime);
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as {
    ncst: string;
  }[];
  const linesOf = db.prepare(
    `SELECT msisdn, tariff_name AS tariff, line_user AS user FROM lines
     WHERE corporate_ncst = ? AND product_type = 'VOICE' AND status = 'ACTIVE' ORDER BY msisdn LIMIT 40`,
  );
  for (const { ncst } of companies) {
    const lines = linesOf.all(ncst) as Line[];
    const colleagues = companyColleagues(db, ncst);
    if (lines.length === 0 || colleagues.length === 0) continue;
    // Older first, so the numbers grow with time like every other seed's.
    const hoursAgo = PLAN.map(() => rng.int(1, 240)).sort((a, b) => b - a);
    PLAN.forEach((type, i) => {
      const requester = rng.pick(companyRequesters(db, ncst, APPROVAL_GROUPS[type]));
      const subject = rng.pick(colleagues.filter((p) => p.id !== requester.id)).fullName;
      const change = changeOf(type, rng, lines, subject);
      const { number } = ledger.append({
        corporateNcst: ncst,
        userId: requester.id,
        kind: change.kind,
        ...(change.operationTypeId !== undefined ? { operationTypeId: change.operationTypeId } : {}),
        status: 'WAITING_APPROVAL',
        title: change.title,
        summary: change.summary,
        // My Orders shows an order's summary from its details, as the features write it.
        details: { summary: change.summary },
        lines: change.lines,
        createdAt: seedTime - hoursAgo[i]! * HOUR_MS,
      });
      enqueueApproval(db, { corporateNcst: ncst, number, type, ...change.approval });
    });
  }
}
