import type { EventObject } from 'xstate';
import { SEED_COMPANIES } from '../../server/db/seed';
import type { AbroadLine, AbroadSummary, AbroadValidation } from '../../src/api/abroad/types';
import type { abroadChangeMachine } from '../../src/machines/abroad/abroadChangeMachine';
import type { abroadConfirmMachine } from '../../src/machines/abroad/abroadConfirmMachine';
import type { abroadFilterChoicesMachine } from '../../src/machines/abroad/abroadListMachine';
import type { abroadSummaryMachine } from '../../src/machines/abroad/abroadSummaryMachine';
import { freshSandbox } from './support/seededSandbox';

export type ChoicesSnapshot = ReturnType<typeof abroadFilterChoicesMachine.getInitialSnapshot>;
export type SummarySnapshot = ReturnType<typeof abroadSummaryMachine.getInitialSnapshot>;
export type ChangeSnapshot = ReturnType<typeof abroadChangeMachine.getInitialSnapshot>;
export type ConfirmSnapshot = ReturnType<typeof abroadConfirmMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const LIST_PATH = '/roaming';
export const CONFIRM_PATH = '/roaming-confirm';
export const COMPANY = SEED_COMPANIES[2]!.corporateNcst;

export const PATHS = {
  list: '/ccsirest/usage-abroad/product-list.json',
  choices: '/ccsirest/product/group-filters.json',
  query: '/ccsirest/usage-abroad/query.json',
  validation: '/ccsirest/usage-abroad/gsm-validation.json',
  close: '/dc_ccsi/v1/usage-abroad/close',
};

/** The quick filter the list model types: a surname with Turkish letters, as a person would. */
export const QUICK_TEXT = 'Şahin';

interface LineRow {
  msisdn: string;
  product_type: AbroadLine['productType'];
  tariff_name: string;
  status: AbroadLine['status'];
  line_user: string;
  roaming: number;
}

/** Figures of the seed, read once from a throw-away sandbox (the seed is deterministic). */
export const SEED = (() => {
  const sandbox = freshSandbox();
  const db = sandbox.db;
  const total = (
    db.prepare('SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ?').get(COMPANY) as { n: number }
  ).n;
  // The list's default order is the number's; its first row is the one the walks choose.
  const first = db
    .prepare('SELECT * FROM lines WHERE corporate_ncst = ? ORDER BY msisdn LIMIT 1')
    .get(COMPANY) as LineRow;
  sandbox.close();
  const line: AbroadLine = {
    msisdn: first.msisdn,
    productType: first.product_type,
    tariffName: first.tariff_name,
    status: first.status,
    userName: first.line_user,
    roaming: first.roaming === 1,
    callAbroad: false,
  };
  return { total, line };
})();

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

// --- the filter bar's choices and the summary -------------------------------------------------

export function choicesEvents(s: ChoicesSnapshot): ModelEvent[] {
  return [
    {
      type: 'xstate.done.actor.load',
      output: { productTypes: [{ value: 'VOICE', label: 'Ses' }], tariffs: [], statuses: [] },
    },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeChoices = (s: ChoicesSnapshot) => JSON.stringify(s.value);

const SUMMARY: AbroadSummary = { service: 'ROAMING', onCount: 1, offCount: 1, costs: [], costNote: '' };

export function summaryEvents(s: SummarySnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: SUMMARY },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeSummary = (s: SummarySnapshot) => JSON.stringify(s.value);

// --- choosing lines and checking them ----------------------------------------------------------

/** A validation of the first row: allowed (its roaming is on) or refused (it is off). */
export const validationOf = (allowed: boolean): AbroadValidation => ({
  validationId: allowed ? 'model' : '',
  service: 'ROAMING',
  action: 'CLOSE',
  allowed: allowed ? [SEED.line] : [],
  refused: allowed ? [] : [{ msisdn: SEED.line.msisdn, reason: 'Hattın yurt dışı kullanımı zaten kapalı.' }],
  expiresAt: '2030-01-01T00:00:00.000Z',
});

/**
 * Choose the first row (or none again), all matching once one is chosen, clear by a new filter,
 * close roaming for them; the check finds lines to change (on to the confirm page) or none (the
 * reasons show), or fails and is retried or dismissed. Collecting "all matching" answers or fails.
 */
export function changeEvents(s: ChangeSnapshot): ModelEvent[] {
  const { selected, allMatching } = s.context;
  const count = allMatching ? s.context.matching : selected.length;
  return [
    { type: 'selection.change', ids: selected.length ? [] : [SEED.line.msisdn] },
    ...(count > 0 && !allMatching ? [{ type: 'selection.all', total: SEED.total, filter: {} }] : []),
    { type: 'selection.clear' },
    { type: 'user.change', action: 'CLOSE' },
    { type: 'xstate.done.actor.collectNumbers', output: [SEED.line.msisdn] },
    { type: 'xstate.error.actor.collectNumbers', error: fail() },
    { type: 'xstate.done.actor.validate', output: validationOf(true) },
    { type: 'xstate.done.actor.validate', output: validationOf(false) },
    { type: 'xstate.error.actor.validate', error: fail() },
    { type: 'user.retry' },
    { type: 'user.dismiss' },
  ].filter((event) => s.can(event as never));
}

export const serializeChange = (s: ChangeSnapshot) =>
  JSON.stringify({ value: s.value, selected: s.context.selected.length > 0, all: s.context.allMatching });

// --- confirming ----------------------------------------------------------------------------

/** Confirm, the SMS code typed or the dialog closed, the change applied or failing. */
export function confirmEvents(s: ConfirmSnapshot): ModelEvent[] {
  return [
    { type: 'user.confirm' },
    {
      type: 'xstate.done.actor.otp',
      output: { status: 'validated', result: { validated: true }, transactionId: 't' },
    },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    {
      type: 'xstate.done.actor.apply',
      output: {
        service: 'ROAMING',
        action: 'CLOSE',
        done: 1,
        results: [{ msisdn: SEED.line.msisdn, status: 'DONE' }],
      },
    },
    { type: 'xstate.error.actor.apply', error: fail() },
  ].filter((event) => s.can(event as never));
}

export const serializeConfirm = (s: ConfirmSnapshot) =>
  JSON.stringify({ value: s.value, failed: s.context.applyFailed });
