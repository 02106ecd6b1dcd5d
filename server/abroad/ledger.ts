/**
 * Opening or closing usage abroad (roaming) or calling abroad in the operations ledger: one entry
 * per confirmed change, line operations 51–54, each line with its state before and after and how
 * it ended (a refusal found at the moment of the change is a failed line with its reason).
 */
import { type AbroadAction, type AbroadService, SERVICE_NAMES } from '../../src/api/abroad/types';
import { recordOperation } from '../db/ledger/record';
import type { Db } from '../db/schema';

/** OPERATION_TYPES: 51/52 usage abroad open/close, 53/54 calling abroad open/close. */
const OPERATION: Record<AbroadService, Record<AbroadAction, number>> = {
  ROAMING: { OPEN: 51, CLOSE: 52 },
  CALL_ABROAD: { OPEN: 53, CLOSE: 54 },
};

const stateWord = (on: boolean) => (on ? 'Açık' : 'Kapalı');

export function recordAbroadChange(
  db: Db,
  now: () => number,
  asker: { corporateNcst: string; userId: number },
  change: {
    service: AbroadService;
    action: AbroadAction;
    results: readonly { msisdn: string; status: 'DONE' | 'REFUSED'; reason?: string; wasOn?: boolean }[];
  },
): { number: string } {
  const open = change.action === 'OPEN';
  return recordOperation(db, now, {
    ...asker,
    kind: 'ABROAD',
    operationTypeId: OPERATION[change.service][change.action],
    title: `${change.results.length} hat için ${SERVICE_NAMES[change.service].toLocaleLowerCase('tr-TR')} ${open ? 'açma' : 'kapatma'}`,
    summary: [
      { label: 'Hizmet', value: SERVICE_NAMES[change.service] },
      { label: 'İşlem', value: open ? 'Açma' : 'Kapatma' },
      { label: 'Hat sayısı', value: String(change.results.length) },
    ],
    lines: change.results.map((r) => ({
      msisdn: r.msisdn,
      result: r.status === 'DONE' ? 'DONE' : 'FAILED',
      ...(r.wasOn !== undefined ? { before: stateWord(r.wasOn) } : {}),
      ...(r.wasOn !== undefined ? { after: stateWord(r.status === 'DONE' ? open : r.wasOn) } : {}),
      ...(r.reason ? { reason: r.reason } : {}),
    })),
  });
}
