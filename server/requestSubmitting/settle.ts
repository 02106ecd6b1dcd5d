/**
 * Statuses move with time, as a back office would move them: a request is taken into review two
 * hours after it arrives and decided a day after that. Every third request (by its reference) is
 * refused with a reason, so the history shows all four statuses. Written when asked (`settle`),
 * each event at the moment it fell due, so a restart loses nothing.
 */
import type { Db } from '../db/schema';
import { addEvent } from './store';

export const REVIEW_AFTER_MS = 2 * 3_600_000;
export const DECIDE_AFTER_MS = 24 * 3_600_000;
export const BACK_OFFICE = 'Kurumsal Müşteri Hizmetleri';
const REFUSAL =
  'Belgelerdeki bilgiler talepteki bilgilerle uyuşmuyor. Bilgileri kontrol edip yeniden başvurun.';

const refused = (id: string) => Number(id.replace(/\D/g, '').slice(-6)) % 3 === 2;

export function settleDemands(db: Db, now: () => number): void {
  const at = now();
  const due = db
    .prepare(
      `SELECT id, status, updated_at AS updatedAt FROM demands
       WHERE (status = 'RECEIVED' AND updated_at + ? <= ?) OR (status = 'IN_REVIEW' AND updated_at + ? <= ?)`,
    )
    .all(REVIEW_AFTER_MS, at, DECIDE_AFTER_MS, at) as { id: string; status: string; updatedAt: number }[];
  if (due.length === 0) return;
  db.transaction(() => {
    for (const d of due) {
      const reviewAt = d.status === 'RECEIVED' ? d.updatedAt + REVIEW_AFTER_MS : d.updatedAt;
      if (d.status === 'RECEIVED') addEvent(db, d.id, { status: 'IN_REVIEW', at: reviewAt, by: BACK_OFFICE });
      const decideAt = reviewAt + DECIDE_AFTER_MS;
      if (decideAt <= at)
        addEvent(
          db,
          d.id,
          refused(d.id)
            ? { status: 'REJECTED', at: decideAt, by: BACK_OFFICE, note: REFUSAL }
            : { status: 'COMPLETED', at: decideAt, by: BACK_OFFICE },
        );
    }
  })();
}
