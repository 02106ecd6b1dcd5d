/**
 * A daily upload quota per company (issue 38): forty 700 KB files went in within five seconds
 * and nothing stopped the next forty. Rows that store a file (`upload: true` in the catalogue)
 * count the bytes and files each company stored today (Türkiye's day); a file that would go over
 * either figure is refused with a Turkish 429 that says when the quota opens again. Only stored
 * files count: a refused upload costs nothing.
 */
import type { MiddlewareHandler } from 'hono';
import { BODY_CODES, type Endpoint } from '../../src/api/types';
import type { AppEnv } from '../context';
import type { Db } from '../db/schema';
import { DAY_MS, dayOf, TURKEY_OFFSET_MS } from '../db/seedDay';
import { ApiError } from '../envelope';
import { untilText } from '../limits';

/** A day's worth for a company: a few dozen scanned documents, not a file store. */
export const UPLOAD_QUOTA = { bytesPerDay: 20_000_000, filesPerDay: 60 } as const;

export const uploadQuotaMessage = (until: number) =>
  `Şirketinizin bugünkü dosya yükleme sınırına ulaşıldı (günde en fazla ${UPLOAD_QUOTA.filesPerDay} dosya ve ` +
  `${UPLOAD_QUOTA.bytesPerDay / 1_000_000} MB). Yeni dosyaları saat ${untilText(until)} sonrasında yükleyebilirsiniz.`;

const ready = new WeakSet<Db>();

function table(db: Db): void {
  if (ready.has(db)) return;
  db.exec(`CREATE TABLE IF NOT EXISTS upload_usage (corporate_ncst TEXT NOT NULL, day INTEGER NOT NULL,
    bytes INTEGER NOT NULL, files INTEGER NOT NULL, PRIMARY KEY (corporate_ncst, day))`);
  ready.add(db);
}

export function uploadQuota(row: Endpoint): MiddlewareHandler<AppEnv> {
  if (!row.upload) return async (_c, next) => next();
  return async (c, next) => {
    const auth = c.get('auth');
    // Upload rows need a session; the session guard has already refused one without.
    if (auth.state !== 'valid') return next();
    const { db, now } = c.get('deps');
    table(db);
    const company = auth.session.corporateNcst;
    const day = dayOf(now());
    const size = (await c.req.arrayBuffer()).byteLength;
    const used = (db
      .prepare('SELECT bytes, files FROM upload_usage WHERE corporate_ncst = ? AND day = ?')
      .get(company, day) as { bytes: number; files: number } | undefined) ?? { bytes: 0, files: 0 };
    if (used.files + 1 > UPLOAD_QUOTA.filesPerDay || used.bytes + size > UPLOAD_QUOTA.bytesPerDay) {
      // Türkiye's next midnight, as an instant.
      const opens = day + DAY_MS - TURKEY_OFFSET_MS;
      throw new ApiError(
        429,
        BODY_CODES.tooManyAttempts,
        uploadQuotaMessage(opens),
        String(Math.ceil((opens - now()) / 1000)),
      );
    }
    await next();
    if (c.res.status >= 400 || c.error) return;
    db.prepare(
      `INSERT INTO upload_usage (corporate_ncst, day, bytes, files) VALUES (?, ?, ?, 1)
       ON CONFLICT (corporate_ncst, day) DO UPDATE SET bytes = bytes + excluded.bytes, files = files + 1`,
    ).run(company, day, size);
  };
}
