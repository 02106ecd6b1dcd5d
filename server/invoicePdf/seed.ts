/**
 * Public links of the newest invoices, as the monthly invoice e-mail would carry them: every
 * invoice of each company's three newest periods gets a random key that works for a month from
 * the seed's morning. One more, already expired, shows the "geçersiz" page (as an unknown key); its key is fixed
 * (EXPIRED_DEMO_LINK_KEY) so the demo and the journeys can open it, and it opens nothing.
 */
import type { Db } from '../db/schema';
import { DAY_MS, seedMorning } from '../db/seedDay';
import { insertLink, LINK_LIFETIME_MS, newSecretKey } from './keys';

/** Periods whose invoices have a working link. */
const LINKED_PERIODS = 3;

export const EXPIRED_DEMO_LINK_KEY = 'ornek-suresi-dolmus-fatura-baglantisi-000001';

export function seedInvoicePdfLinks(db: Db): void {
  const issuedAt = seedMorning(db);
  const invoices = db
    .prepare(
      `SELECT i.corporate_ncst AS corporateNcst, i.invoice_no AS invoiceNo,
         DENSE_RANK() OVER (PARTITION BY i.corporate_ncst ORDER BY i.period DESC) AS age
       FROM invoices i JOIN companies c ON c.corporate_ncst = i.corporate_ncst
       ORDER BY c.position, i.period DESC, i.invoice_no`,
    )
    .all() as { corporateNcst: string; invoiceNo: string; age: number }[];
  for (const invoice of invoices) {
    if (invoice.age > LINKED_PERIODS) continue;
    insertLink(db, { ...invoice, secretKey: newSecretKey(), expiresAt: issuedAt + LINK_LIFETIME_MS });
  }
  const oldest = invoices.filter((i) => i.corporateNcst === invoices[0]?.corporateNcst).at(-1);
  if (oldest) {
    insertLink(db, {
      corporateNcst: oldest.corporateNcst,
      invoiceNo: oldest.invoiceNo,
      secretKey: EXPIRED_DEMO_LINK_KEY,
      expiresAt: issuedAt - DAY_MS,
    });
  }
}
