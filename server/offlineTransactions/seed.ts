/**
 * Offline transactions of the last twelve months: a few hundred for the fast user's company
 * (the demo's busiest), fewer for the others, on the company's own lines, in working hours.
 */
import { OFFLINE_TYPES, type OfflineType } from '../../src/api/offlineTransactions/types';
import { createPrng } from '../db/prng';
import type { Db } from '../db/schema';
import { DAY_MS, seedMorning } from '../db/seedDay';
import { CHANNEL_LABELS, type OfflineChannel } from './labels';

const SEED = 20261121;
const DAYS = 365;
/** Results per company in seed order; the third is the fast user's. */
const COUNTS = [60, 45, 320];

const DESCRIPTIONS: Record<OfflineType, readonly string[]> = {
  TARIFF_CHANGE: ['Kurumsal Süper 20 GB tarifesine geçiş', 'Kurumsal Esnek 10 GB tarifesine geçiş'],
  SIM_CHANGE: ['Kayıp SIM kart yenileme', 'eSIM’e geçiş', 'Arızalı SIM kart değişimi'],
  LINE_TRANSFER: ['Şirket içi kullanıcı değişikliği ile devir', 'Bireysel hattan kurumsala devir'],
  NUMBER_PORTING: ['Başka operatörden numara taşıma', 'Numara taşıma iptal talebi'],
  PACKAGE_ADD: ['Yurt dışı 5 GB paketi', 'Ek 10 GB internet paketi', 'Sınırsız sosyal medya paketi'],
  LINE_SUSPEND: ['Geçici hat dondurma (3 ay)', 'Hat dondurma kaldırma'],
  INVOICE_OBJECTION: ['Yurt dışı kullanım ücretine itiraz', 'Katma değerli servis ücretine itiraz'],
};
/** Only changes that cost something carry an amount (TL). */
const AMOUNTS: Partial<Record<OfflineType, readonly number[]>> = {
  SIM_CHANGE: [50, 75],
  PACKAGE_ADD: [149.9, 249.9, 399.9],
  INVOICE_OBJECTION: [-125.4, -312.75, -89.9],
  NUMBER_PORTING: [0],
};
const CHANNELS = Object.keys(CHANNEL_LABELS) as OfflineChannel[];

export function seedOfflineTransactions(db: Db): void {
  const rng = createPrng(SEED);
  const last = seedMorning(db);
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as {
    ncst: string;
  }[];
  const lineOf = db.prepare('SELECT msisdn FROM lines WHERE corporate_ncst = ? ORDER BY msisdn LIMIT 150');
  const insert = db.prepare(
    `INSERT INTO offline_transactions
       (query_id, corporate_ncst, msisdn, type, status, channel, created_at, finished_at, amount, description)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  companies.forEach((company, index) => {
    const lines = (lineOf.all(company.ncst) as { msisdn: string }[]).map((l) => l.msisdn);
    if (lines.length === 0) return;
    const count = COUNTS[index] ?? 30;
    for (let i = 0; i < count; i++) {
      const type = rng.pick(OFFLINE_TYPES);
      const daysAgo = rng.int(0, DAYS);
      // Working hours in Turkey (UTC+3): 09:00–17:59.
      const at = last - daysAgo * DAY_MS + rng.int(0, 8) * 3_600_000 + rng.int(0, 59) * 60_000;
      const roll = rng.next();
      // Recent transactions may still be running; older ones have ended one way or another.
      const status =
        daysAgo < 7 && roll < 0.5
          ? 'IN_PROGRESS'
          : roll < 0.08
            ? 'FAILED'
            : roll < 0.13
              ? 'CANCELLED'
              : 'COMPLETED';
      const finished =
        status === 'IN_PROGRESS' ? null : new Date(at + rng.int(1, 48) * 3_600_000).toISOString();
      const amounts = AMOUNTS[type];
      n += 1;
      insert.run(
        `OT${String(n).padStart(8, '0')}`,
        company.ncst,
        rng.pick(lines),
        type,
        status,
        rng.pick(CHANNELS),
        new Date(at).toISOString(),
        finished,
        amounts ? rng.pick(amounts) : null,
        rng.pick(DESCRIPTIONS[type]),
      );
    }
  });
}
