/**
 * Invoice taxes, from the subtotal of the line charges (kuruş, integers), as Turkish
 * communication invoices are taxed: ÖİV (Özel İletişim Vergisi) 10 % of the subtotal, then KDV
 * 20 % of the subtotal plus ÖİV (ÖİV is part of KDV's base). Each is rounded half up to the
 * kuruş, so total = subtotal + ÖİV + KDV holds exactly in integers.
 */
import { KDV_RATE_PERCENT, OIV_RATE_PERCENT } from '../products';

/** The rates are the core's: catalogue prices include the same taxes (server/db/products.ts). */
export { KDV_RATE_PERCENT, OIV_RATE_PERCENT };

export interface InvoiceTotals {
  subtotalKurus: number;
  kdvKurus: number;
  oivKurus: number;
  totalKurus: number;
}

const percentOf = (kurus: number, percent: number) => Math.round((kurus * percent) / 100);

export function invoiceTotals(subtotalKurus: number): InvoiceTotals {
  const oivKurus = percentOf(subtotalKurus, OIV_RATE_PERCENT);
  const kdvKurus = percentOf(subtotalKurus + oivKurus, KDV_RATE_PERCENT);
  return { subtotalKurus, kdvKurus, oivKurus, totalKurus: subtotalKurus + kdvKurus + oivKurus };
}
