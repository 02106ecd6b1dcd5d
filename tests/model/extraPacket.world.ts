import type { EventObject } from 'xstate';
import { SEED_COMPANIES } from '../../server/db/seed';
import type { ExtraPacketChangeAnswer, ExtraPacketLine } from '../../src/api/extraPacket/types';
import type { extraPacketHistoryMachine } from '../../src/machines/extraPacket/extraPacketHistoryMachine';
import type {
  extraPacketChoicesMachine,
  extraPacketTypesMachine,
} from '../../src/machines/extraPacket/extraPacketListMachine';
import type { permissionChangeMachine } from '../../src/machines/extraPacket/permissionChangeMachine';
import { freshSandbox } from './support/seededSandbox';

export type ChoicesSnapshot = ReturnType<typeof extraPacketChoicesMachine.getInitialSnapshot>;
export type TypesSnapshot = ReturnType<typeof extraPacketTypesMachine.getInitialSnapshot>;
export type HistorySnapshot = ReturnType<typeof extraPacketHistoryMachine.getInitialSnapshot>;
export type ChangeSnapshot = ReturnType<typeof permissionChangeMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE = '/extraPacket';
export const COMPANY = SEED_COMPANIES[2]!.corporateNcst;
export const PATHS = {
  lines: '/ccsirest/extra-packet/lines.json',
  productFilter: '/ccsirest/extra-packet/product-filter.json',
  types: '/ccsirest/extra-packet/permission-list.json',
  history: '/ccsirest/extra-packet/permission-history.json',
  change: '/ccsirest/extra-packet/change-permission.json',
};

/** The quick filter the list model types: a surname with Turkish letters, as a person would. */
export const QUICK_TEXT = 'Şahin';

/** Figures of the seed, read once from a throw-away sandbox (the seed is deterministic). */
export const SEED = (() => {
  const sandbox = freshSandbox();
  const db = sandbox.db;
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ?').get(COMPANY) as { n: number }
  ).n;
  // The list's default order is the number's; its first row is the one the walks choose.
  const first = db
    .prepare(
      `SELECT msisdn, product_type AS productType, tariff_name AS tariffName, status, line_user AS userName, roaming
       FROM lines WHERE corporate_ncst = ? ORDER BY msisdn LIMIT 1`,
    )
    .get(COMPANY) as Omit<ExtraPacketLine, 'roaming' | 'allowed'> & { roaming: number };
  sandbox.close();
  const line: ExtraPacketLine = { ...first, roaming: first.roaming === 1, allowed: [] };
  return { total, line };
})();

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

/** A request machine's steps: answers, fails, is retried; `refresh` where the page offers one. */
function requestEvents<S extends { can(event: never): boolean }>(output: unknown, refresh?: ModelEvent) {
  return (s: S): ModelEvent[] =>
    [
      { type: 'xstate.done.actor.load', output },
      { type: 'xstate.error.actor.load', error: fail() },
      { type: 'user.retry' },
      ...(refresh ? [refresh] : []),
    ].filter((event) => s.can(event as never));
}

export const choicesEvents = requestEvents<ChoicesSnapshot>({
  productTypes: [{ value: 'VOICE', label: 'Ses' }],
  tariffs: [],
  statuses: [],
});
export const typesEvents = requestEvents<TypesSnapshot>({ items: [] }, { type: 'user.refresh' });
export const historyEvents = requestEvents<HistorySnapshot>(
  { items: [] },
  { type: 'user.refresh', input: { msisdn: '' } },
);

export const serializeRequest = (s: ChoicesSnapshot | TypesSnapshot | HistorySnapshot) =>
  JSON.stringify(s.value);

const ANSWER: ExtraPacketChangeAnswer = {
  orderId: 'HT-20260115-000001',
  action: 'ALLOW',
  types: ['DATA'],
  changed: 1,
  results: [],
};

/**
 * Choose the first row (or none again), "İzin ver", tick internet and go on (or cancel), go back
 * or confirm; the change answers or fails; dismiss the results.
 */
export function changeEvents(s: ChangeSnapshot): ModelEvent[] {
  return [
    { type: 'selection.change', ids: s.context.selected.length ? [] : [SEED.line.msisdn] },
    { type: 'user.change', action: 'ALLOW' },
    { type: 'user.review', types: ['DATA'] },
    { type: 'user.back' },
    { type: 'user.cancel' },
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.change', output: ANSWER },
    { type: 'xstate.error.actor.change', error: fail() },
    { type: 'user.dismiss' },
  ].filter((event) => s.can(event as never));
}

export const serializeChange = (s: ChangeSnapshot) =>
  JSON.stringify({
    value: s.value,
    selected: s.context.selected.length > 0,
    failed: Boolean(s.context.failure),
  });
