import type { Db } from '../db/schema';
import { seedMorning } from '../db/seedDay';

/** Two recent searches per person, so the box opens with a previous list. */
export function seedSearchHistory(db: Db): void {
  // Seeded events happened around the seed day (server/db/seedDay.ts).
  const seedTime = seedMorning(db);
  const users = db.prepare('SELECT id FROM users ORDER BY id').all() as { id: number }[];
  const remember = db.prepare(
    'INSERT INTO search_history (user_id, title, url, kind, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const user of users) {
    remember.run(user.id, 'Faturalarım', '/invoice-detail-confirm', 'MENU', seedTime);
    remember.run(user.id, 'SIM Kart Siparişi', '/sim-card', 'MENU', seedTime + 1000);
  }
}
