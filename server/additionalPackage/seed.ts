/**
 * Packages on the seeded lines, around the seed day: about a quarter of the active lines have
 * one, started on a day of the last month so some end within the week (the dashboard's card),
 * each start an order (a ledger entry) in the history; and two large orders per company that
 * colleagues placed and that wait on the approval queue. Every order is asked by one of the
 * company's colleagues with request rights for packages. A rule over the number picks
 * everything, so a seed is stable.
 */
import type { LineResult } from '../../src/api/additionalPackage/types';
import { companyRequesters } from '../db/persons';
import type { Db } from '../db/schema';
import { DAY_MS, isoDay, seedDay, TURKEY_OFFSET_MS } from '../db/seedDay';
import { requestApproval } from './approval';
import { type CatalogueEntry, offerById } from './catalogue';
import { PACKAGE_MESSAGES as M } from './messages';
import { endsOnFrom } from './rules';
import { insertPackage, recordOrder } from './store';

const BY_TYPE: Record<string, string[]> = {
  VOICE: ['EK-5GB', 'DK-500', 'SMS-1000', 'EK-1GB', 'DK-1000'],
  DATA: ['EK-20GB', 'EK-5GB', 'EK-1GB'],
  M2M: ['M2M-500MB', 'EK-1GB'],
};
/** 10:00 in Turkey on a day (a UTC midnight). */
const morning = (day: number) => day + 7 * 3_600_000;

interface SeedLine {
  msisdn: string;
  corporateNcst: string;
  productType: string;
}

/** Who orders packages in each company: its colleagues with request rights for them. */
function requestersOf(db: Db): (corporateNcst: string, i: number) => number {
  const byCompany = new Map<string, number[]>();
  return (corporateNcst, i) => {
    let ids = byCompany.get(corporateNcst);
    if (!ids) {
      ids = companyRequesters(db, corporateNcst, 'additionalPackage').map((p) => p.id);
      byCompany.set(corporateNcst, ids);
    }
    const id = ids[i % ids.length];
    if (id === undefined) throw new Error(`Package seed: company ${corporateNcst} has no colleague`);
    return id;
  };
}

export function seedAdditionalPackages(db: Db): void {
  const today = seedDay(db);
  const requester = requestersOf(db);
  const lines = db
    .prepare(
      `SELECT msisdn, corporate_ncst AS corporateNcst, product_type AS productType FROM lines
       WHERE status = 'ACTIVE' ORDER BY corporate_ncst, msisdn`,
    )
    .all() as SeedLine[];
  // One order per company, package and start day, as if a colleague had bought them together.
  const groups = new Map<string, { line: SeedLine; offer: CatalogueEntry; start: number }[]>();
  for (const line of lines) {
    const h = Number(line.msisdn.slice(-4));
    if (h % 4 !== 0) continue;
    const choices = BY_TYPE[line.productType] ?? [];
    const offer = offerById(choices[Math.floor(h / 4) % choices.length] ?? '');
    if (!offer) continue;
    const start = today - ((h >> 2) % offer.validityDays) * DAY_MS;
    const key = `${line.corporateNcst}|${offer.offerId}|${start}`;
    groups.set(key, [...(groups.get(key) ?? []), { line, offer, start }]);
  }
  const sorted = [...groups.values()].sort((a, b) => a[0]!.start - b[0]!.start);
  sorted.forEach((group, i) => {
    const { offer, start, line } = group[0]!;
    // A package starting today was ordered at the start of today (Turkey's midnight), never later:
    // a sandbox seeded in the early hours must not hold orders from later that day, which a new
    // order would then sort under.
    const at = start === today ? today - TURKEY_OFFSET_MS : morning(start);
    const startsOn = isoDay(start);
    const endsOn = endsOnFrom(startsOn, offer.validityDays);
    const results: LineResult[] = group.map((g) => ({
      msisdn: g.line.msisdn,
      result: 'DONE',
      reason: M.done,
      endsOn,
    }));
    const id = recordOrder(db, {
      corporateNcst: line.corporateNcst,
      userId: requester(line.corporateNcst, i),
      action: 'ORDER',
      offerId: offer.offerId,
      offerName: offer.name,
      totalKurus: group.length * offer.priceKurus,
      status: 'COMPLETED',
      createdAt: at,
      lines: results,
    });
    for (const g of group)
      insertPackage(db, {
        id: `${id}-${g.line.msisdn}`,
        msisdn: g.line.msisdn,
        offerId: offer.offerId,
        startsOn,
        endsOn,
        orderId: id,
      });
  });
  seedWaiting(db, lines, today, requester);
}

/** Two orders above the approval limit per company, placed yesterday and the day before. */
function seedWaiting(
  db: Db,
  lines: SeedLine[],
  today: number,
  requester: (corporateNcst: string, i: number) => number,
): void {
  const companies = [...new Set(lines.map((l) => l.corporateNcst))];
  const plans = [
    { offerId: 'EK-20GB', count: 20, types: ['DATA', 'VOICE'], daysAgo: 2 },
    { offerId: 'DK-1000', count: 40, types: ['VOICE'], daysAgo: 1 },
  ];
  companies.forEach((corporateNcst, c) => {
    for (const [p, plan] of plans.entries()) {
      const offer = offerById(plan.offerId);
      const chosen = lines
        .filter((l) => l.corporateNcst === corporateNcst && plan.types.includes(l.productType))
        .filter((l) => Number(l.msisdn.slice(-4)) % 4 === 1)
        .slice(0, plan.count);
      // A smaller order would stay under the approval limit and not wait.
      if (!offer || chosen.length < plan.count) continue;
      const at = morning(today - plan.daysAgo * DAY_MS) + p * 3_600_000;
      const totalKurus = chosen.length * offer.priceKurus;
      const orderId = recordOrder(db, {
        corporateNcst,
        userId: requester(corporateNcst, c + p),
        action: 'ORDER',
        offerId: offer.offerId,
        offerName: offer.name,
        totalKurus,
        status: 'WAITING_APPROVAL',
        createdAt: at,
        lines: chosen.map((l) => ({ msisdn: l.msisdn, result: 'WAITING', reason: M.waiting })),
      });
      requestApproval(
        db,
        { orderId, corporateNcst },
        { offerName: offer.name, lineCount: chosen.length, totalTl: totalKurus / 100 },
      );
    }
  });
}
