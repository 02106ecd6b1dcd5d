import type { Db } from '../db/schema';

/**
 * Call abroad on for about a third of the people's active voice lines (a rule over the number,
 * so the generator's sequence and every other seeded value stay as they were); off elsewhere.
 */
export function callAbroadSeeded(msisdn: string, productType: string, status: string): boolean {
  return productType === 'VOICE' && status === 'ACTIVE' && Number(msisdn.slice(-2)) % 3 === 0;
}

export function seedAbroad(db: Db): void {
  const lines = db.prepare('SELECT msisdn, product_type AS type, status FROM lines').all() as {
    msisdn: string;
    type: string;
    status: string;
  }[];
  const insert = db.prepare('INSERT OR IGNORE INTO call_abroad_lines (msisdn, enabled) VALUES (?, ?)');
  for (const line of lines)
    insert.run(line.msisdn, callAbroadSeeded(line.msisdn, line.type, line.status) ? 1 : 0);
}
