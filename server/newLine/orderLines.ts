/**
 * The order's lines: parsing, the number checks made when the order is written, its title, and
 * the mapping of a stored order to the new-line order the wizard reads back.
 */
import {
  NEW_LINE_PRODUCT_TYPES,
  type NewLineOrder,
  type NewLineProductType,
  type OrderLineRequest,
} from '../../src/api/newLine/types';
import { productTypeWordInSentence } from '../../src/lib/productTypes';
import { orderNotFound, type StoredOrder } from '../db/ledger/orders';
import type { Db } from '../db/schema';
import type { ActiveSession } from '../sessions';
import { NEW_LINE_MESSAGES as M, NEW_LINE_CODES } from './messages';
import { numberRow } from './numbers';
import { NEW_LINE_OPTIONS } from './seed';
import { conflict, invalid } from './shared';

/** "2 ses hattı, 1 M2M hattı". */
export function orderTitle(lines: { productType: NewLineProductType }[]): string {
  return NEW_LINE_PRODUCT_TYPES.map(
    (type) => [type, lines.filter((l) => l.productType === type).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([type, count]) => `${count} ${productTypeWordInSentence(type)} hattı`)
    .join(', ');
}

/** At least one line, and no product type over the maximum its options allow. */
export function checkLineCounts(lines: OrderLineRequest[]) {
  if (lines.length === 0) throw invalid(M.noLines);
  for (const type of NEW_LINE_PRODUCT_TYPES) {
    const max = NEW_LINE_OPTIONS[type].maxLines;
    if (lines.filter((l) => l.productType === type).length > max) throw invalid(M.tooManyLines(max));
  }
}

/** Each line with the tariff and package it names; both must be among its type's options. */
export function priceLines(lines: OrderLineRequest[]) {
  return lines.map((line) => {
    const options = NEW_LINE_OPTIONS[line.productType];
    const tariff = options.tariffs.find((t) => t.id === line.tariffId);
    if (!tariff) throw invalid(M.unknownTariff);
    const pack = line.packageId ? options.packages.find((p) => p.id === line.packageId) : undefined;
    if (line.packageId && !pack) throw invalid(M.unknownPackage);
    return { line, tariff, pack };
  });
}

/** Each number must be the company's unused one (hasNumber) or held by this live reservation. */
export function checkNumbers(
  db: Db,
  session: ActiveSession,
  at: number,
  lines: OrderLineRequest[],
  hasNumber: boolean,
  reservationId: string | undefined,
) {
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.msisdn)) throw invalid(M.numberTwice(line.msisdn));
    seen.add(line.msisdn);
    const row = numberRow(db, line.msisdn);
    if (hasNumber) {
      if (
        !row ||
        row.corporate_ncst !== session.corporateNcst ||
        row.order_no !== null ||
        row.product_type !== line.productType
      )
        throw conflict(NEW_LINE_CODES.numberUnavailable, M.existingNumberUnavailable(line.msisdn));
      continue;
    }
    const held =
      row &&
      row.order_no === null &&
      row.reservation_id === reservationId &&
      row.reserved_by === session.userId &&
      (row.reserved_until ?? 0) > at;
    if (!held) throw conflict(NEW_LINE_CODES.reservationExpired, M.reservationExpired);
  }
}

export function newLineOrder(order: StoredOrder | undefined): StoredOrder {
  if (order?.orderType !== 'NEW_LINE') throw orderNotFound();
  return order;
}

export const toNewLineOrder = (order: StoredOrder): NewLineOrder => ({
  orderId: order.orderNo,
  status: order.status,
  title: order.title,
  createdAt: order.createdAt,
  lines: order.lines,
  details: order.details,
});
