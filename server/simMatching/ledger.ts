/**
 * A SIM matching in the operations ledger: one entry (line operation 33, "SIM kart eşleştirme")
 * for the whole list, each pair as a line with its card before and after and how it ended (a pair
 * the check refused is a failed line with the reason the report gives).
 */
import type { SimMatchResult } from '../../src/api/simMatching/types';
import { compactIccid } from '../../src/lib/iccid';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import { recordOperation } from '../db/ledger/record';
import type { Db } from '../db/schema';

/** OPERATION_TYPES: "SIM kart eşleştirme". */
const SIM_MATCHING_OPERATION = 33;

export function recordSimMatching(
  db: Db,
  now: () => number,
  asker: { corporateNcst: string; userId: number },
  results: readonly SimMatchResult[],
): { number: string } {
  const matched = results.filter((r) => r.matched).length;
  return recordOperation(db, now, {
    ...asker,
    kind: 'SIM_MATCHING',
    operationTypeId: SIM_MATCHING_OPERATION,
    title: `${results.length} SIM kart eşleştirmesi`,
    summary: [
      { label: 'Eşleştirme sayısı', value: String(results.length) },
      { label: 'Başarılı', value: String(matched) },
      { label: 'Başarısız', value: String(results.length - matched) },
    ],
    lines: results.map((r) => ({
      msisdn: normalizeMsisdn(r.msisdn) ?? r.msisdn,
      result: r.matched ? ('DONE' as const) : ('FAILED' as const),
      ...(r.matched ? { iccid: compactIccid(r.iccid), after: compactIccid(r.iccid) } : {}),
      ...(r.previousIccid ? { before: r.previousIccid } : {}),
      ...(r.reason ? { reason: r.reason } : {}),
    })),
  });
}
