import type { ExpressActionName } from '../../src/api/expressMenu/types';
import type { Db } from '../db/schema';

/** What every demo person has pinned, so the header menu opens with something in it. */
const DEFAULT_EXPRESS: readonly ExpressActionName[] = ['INVOICES', 'TARIFF_CHANGE', 'SIM_CARD'];

export function seedExpressMenu(db: Db): void {
  const users = db.prepare('SELECT id FROM users ORDER BY id').all() as { id: number }[];
  const pin = db.prepare('INSERT INTO express_menu (user_id, action_name, position) VALUES (?, ?, ?)');
  for (const user of users) {
    DEFAULT_EXPRESS.forEach((action, i) => {
      pin.run(user.id, action, i);
    });
  }
}
