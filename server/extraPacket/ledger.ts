/**
 * An extra-packet permission change in the operations ledger: one entry (line operation 62) for
 * the whole change, each asked line with what it allowed before and after and how it ended (a
 * line already so counts as done, with the note the answer gives; a refused one as failed).
 */
import {
  type ExtraPacketAction,
  type ExtraPacketChangeResult,
  type ExtraPacketType,
  PACKET_TYPE_NAMES,
} from '../../src/api/extraPacket/types';
import { type RecordedLine, recordOperation } from '../db/ledger/record';
import type { Db } from '../db/schema';

/** OPERATION_TYPES: "Ek paket izni değişikliği". */
const EXTRA_PACKET_OPERATION = 62;

const names = (types: readonly ExtraPacketType[]) =>
  types.length === 0 ? 'Yok' : types.map((t) => PACKET_TYPE_NAMES[t]).join(', ');

export function recordPermissionChange(
  db: Db,
  now: () => number,
  asker: { corporateNcst: string; userId: number },
  change: {
    action: ExtraPacketAction;
    types: readonly ExtraPacketType[];
    results: readonly ExtraPacketChangeResult[];
    /** What each of the company's lines allowed before the change. */
    allowedBefore: ReadonlyMap<string, readonly ExtraPacketType[]>;
  },
): { number: string } {
  const allow = change.action === 'ALLOW';
  const lines = change.results.map((r): RecordedLine => {
    const previous = change.allowedBefore.get(r.msisdn);
    const after = previous
      ? allow
        ? [...new Set([...previous, ...r.changedTypes])]
        : previous.filter((t) => !r.changedTypes.includes(t))
      : undefined;
    const reason = r.notes.map((n) => `${PACKET_TYPE_NAMES[n.type]}: ${n.reason}`).join(' ');
    return {
      msisdn: r.msisdn,
      result: r.status === 'REFUSED' ? 'FAILED' : 'DONE',
      ...(previous ? { before: names(previous) } : {}),
      ...(after ? { after: names(after) } : {}),
      ...(reason ? { reason } : {}),
    };
  });
  return recordOperation(db, now, {
    ...asker,
    kind: 'EXTRA_PACKET',
    operationTypeId: EXTRA_PACKET_OPERATION,
    title: `${lines.length} hat için ek paket izni ${allow ? 'verme' : 'kaldırma'}`,
    summary: [
      { label: 'İşlem', value: allow ? 'İzin ver' : 'İzni kaldır' },
      { label: 'Ek paket türleri', value: names(change.types) },
      {
        label: 'Değişen hat sayısı',
        value: String(change.results.filter((r) => r.status === 'CHANGED').length),
      },
    ],
    lines,
  });
}
