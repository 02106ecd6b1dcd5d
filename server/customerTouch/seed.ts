/**
 * Six months of contacts per company: calls to the corporate line, visits of the account
 * manager, portal requests and e-mails, on working hours of the seed's past, newest first.
 */
import { createPrng } from '../db/prng';
import type { Db } from '../db/schema';
import { DAY_MS, seedMorning } from '../db/seedDay';

const SEED = 20261125;
const MONTHS = 6;

const SUBJECTS = {
  CALL: [
    'Fatura tutarı hakkında bilgi',
    'Yurt dışı kullanım ücreti itirazı',
    'Hat taşıma süreci',
    'Şifre sıfırlama',
  ],
  VISIT: ['Yıllık sözleşme görüşmesi', 'Yeni tarife sunumu', 'Cihaz kampanyası görüşmesi'],
  REQUEST: [
    'Ek paket talebi',
    'SIM kart değişimi',
    'Fatura adresi değişikliği',
    'Güvenli internet profili değişikliği',
  ],
  EMAIL: ['Aylık kullanım raporu talebi', 'e-Fatura gönderim adresi', 'Ödeme talimatı bilgilendirmesi'],
} as const;
const REPRESENTATIVES = ['Derya Aksoy', 'Murat Çelik', 'Şule Yıldırım', 'Gökhan Öztürk', 'İpek Güneş'];
const CHANNELS = Object.keys(SUBJECTS) as (keyof typeof SUBJECTS)[];

export function seedCustomerTouches(db: Db): void {
  const rng = createPrng(SEED);
  const last = seedMorning(db);
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as {
    ncst: string;
  }[];
  const insert = db.prepare(
    `INSERT INTO customer_touches (id, corporate_ncst, at, channel, subject, result, representative)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  let n = 0;
  for (const company of companies) {
    const count = rng.int(30, 45);
    for (let i = 0; i < count; i++) {
      const channel = rng.pick(CHANNELS);
      const daysAgo = rng.int(0, MONTHS * 30);
      // Working hours in Turkey (UTC+3): 09:00–17:59.
      const at = last - daysAgo * DAY_MS + rng.int(0, 8) * 3_600_000 + rng.int(0, 59) * 60_000;
      // Recent contacts may still be open; older ones are settled.
      const result =
        daysAgo < 10 && rng.next() < 0.5 ? 'IN_PROGRESS' : rng.next() < 0.2 ? 'FORWARDED' : 'RESOLVED';
      n += 1;
      insert.run(
        `MT${String(n).padStart(7, '0')}`,
        company.ncst,
        new Date(at).toISOString(),
        channel,
        rng.pick(SUBJECTS[channel]),
        result,
        rng.pick(REPRESENTATIVES),
      );
    }
  }
}
