import type { Db } from '../db/schema';

/** Seeded searches carry a fixed time so two fresh databases are identical. */
const SEED_TIME = Date.UTC(2025, 9, 22, 9, 0, 0);

/** Two recent searches per person, so the box opens with a previous list. */
export function seedSearchHistory(db: Db): void {
  const users = db.prepare('SELECT id FROM users ORDER BY id').all() as { id: number }[];
  const remember = db.prepare(
    'INSERT INTO search_history (user_id, title, url, kind, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const user of users) {
    remember.run(user.id, 'Faturalarım', '/invoice-detail-confirm', 'MENU', SEED_TIME);
    remember.run(user.id, 'SIM Kart İşlemleri', '/sim-card', 'MENU', SEED_TIME + 1000);
  }
}
