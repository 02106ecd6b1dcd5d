/**
 * A deactivation in the operations ledger: one entry (line operation 21, "Hat kapatma") with each
 * closed line as it was before it left the company (its user, type and tariff are written here,
 * since the line itself is removed) and each line refused at the moment of the deactivation.
 */

import type { DeactivationRefusal } from '../../src/api/lineDeactivation/types';
import { LINE_STATUS_LABELS } from '../../src/api/lineUser/types';
import { formatMoney } from '../../src/lib/format';
import { recordOperation } from '../db/ledger/record';
import type { Db } from '../db/schema';
import type { PricedLine } from './store';

/** OPERATION_TYPES: "Hat kapatma". */
const CLOSE_OPERATION = 21;
const CLOSED = 'Kapatıldı';

export function recordLineClosing(
  db: Db,
  now: () => number,
  asker: { corporateNcst: string; userId: number },
  closing: { reasonTitle: string; closed: readonly PricedLine[]; refused: readonly DeactivationRefusal[] },
): { number: string } {
  const total = closing.closed.reduce((sum, line) => sum + line.costKurus, 0);
  return recordOperation(db, now, {
    ...asker,
    kind: 'LINE_STATUS',
    operationTypeId: CLOSE_OPERATION,
    title: `${closing.closed.length} hattın kapatılması`,
    summary: [
      { label: 'Kapatma nedeni', value: closing.reasonTitle },
      { label: 'Kapatılan hat sayısı', value: String(closing.closed.length) },
      { label: 'Cayma bedeli', value: formatMoney(total / 100) },
    ],
    lines: [
      ...closing.closed.map((line) => ({
        msisdn: line.msisdn,
        userName: line.userName,
        productType: line.productType,
        tariffName: line.tariffName,
        result: 'DONE' as const,
        before: LINE_STATUS_LABELS[line.status],
        after: CLOSED,
      })),
      ...closing.refused.map((r) => ({ msisdn: r.msisdn, result: 'FAILED' as const, reason: r.reason })),
    ],
  });
}
