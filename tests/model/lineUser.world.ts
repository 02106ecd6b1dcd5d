import type { EventObject } from 'xstate';
import type { Db } from '../../server/db/schema';
import { SEED_COMPANIES } from '../../server/db/seed';
import { setPendingChange } from '../../server/lineUser/people';
import { countLines, findLine, identityOf, listLines } from '../../server/lineUser/store';
import type { LineUserProduct, ProductGroupFilters } from '../../src/api/lineUser/types';
import type { invoiceNameBulkMachine } from '../../src/machines/lineUser/invoiceNameBulkMachine';
import type { lineUserEditMachine } from '../../src/machines/lineUser/lineUserEditMachine';
import type { lineUserFilterChoicesMachine } from '../../src/machines/lineUser/lineUserListMachine';
import { firstOfNextMonth } from '../../src/machines/lineUser/lineUserQuery';
import { freshSandbox } from './support/seededSandbox';

export type ChoicesSnapshot = ReturnType<typeof lineUserFilterChoicesMachine.getInitialSnapshot>;
export type BulkSnapshot = ReturnType<typeof invoiceNameBulkMachine.getInitialSnapshot>;
export type EditSnapshot = ReturnType<typeof lineUserEditMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE_PATH = '/update-product-user';
export const COMPANY = SEED_COMPANIES[2]!.corporateNcst;

export const PATHS = {
  list: '/ccsirest/line-user/product-list.json',
  choices: '/ccsirest/product/group-filters.json',
  visibility: '/dc_ccsi/v1/line-users/invoice-name-visibility',
  line: (id: string) => `/dc_ccsi/v1/line-users/products/${id}`,
  validate: (id: string) => `/dc_ccsi/v1/line-users/products/${id}/validate`,
  change: (id: string) => `/dc_ccsi/v1/line-users/products/${id}/change`,
};

/** The quick filter the list model types: a surname with Turkish letters, as a person would. */
export const QUICK_TEXT = 'Şahin';

/**
 * The line the edit model opens: the first row of the unsorted list (rendered without scrolling),
 * given a pending change by the walk's arrangement so the withdrawal can be walked on it.
 */
export function givePendingChange(db: Db, msisdn: string) {
  setPendingChange(
    db,
    msisdn,
    {
      userName: 'Yeni Kullanıcı',
      identityNumber: '10000000146',
      email: 'yeni.kullanici@anadolugida.com.tr',
      department: 'Satış',
      costCenter: 'MM-120',
      effectiveDate: firstOfNextMonth(new Date()),
    },
    Date.now(),
  );
}

/** Figures of the seed, read once from a throw-away sandbox (the seed is deterministic). */
export const SEED = (() => {
  const sandbox = freshSandbox();
  const db = sandbox.db;
  const total = countLines(db, { corporateNcst: COMPANY });
  const first = listLines(db, { corporateNcst: COMPANY }, undefined, { offset: 0, limit: 1 })[0]!;
  const quickMatches = countLines(db, { corporateNcst: COMPANY, filter: { text: QUICK_TEXT } });
  givePendingChange(db, first.msisdn);
  const line = findLine(db, COMPANY, first.msisdn)!;
  const identity = identityOf(db, first.msisdn)!;
  sandbox.close();
  return { total, line, identity, quickMatches };
})();

/** Whether the sandbox shows the walked line's user name on the invoice now. */
export const invoiceNameShown = (db: Db) => findLine(db, COMPANY, SEED.line.msisdn)!.invoiceNameVisible;

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

// --- the filter bar's choices ----------------------------------------------------------------

const CHOICES: ProductGroupFilters = {
  productTypes: [{ value: 'VOICE', label: 'Ses' }],
  tariffs: [],
  statuses: [],
};

/** Choices load or fail; the filter bar retries. It has no refresh (see the exceptions). */
export function choicesEvents(s: ChoicesSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: CHOICES },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeChoices = (s: ChoicesSnapshot) => JSON.stringify(s.value);

// --- bulk invoice name ---------------------------------------------------------------------

/**
 * Bulk visibility: choose the first row (or none again), all matching once one is chosen, clear
 * by a new filter, hide the names, confirm or cancel, retry after a failure, dismiss the result.
 */
export function bulkEvents(s: BulkSnapshot): ModelEvent[] {
  const { selected, allMatching } = s.context;
  const count = allMatching ? s.context.matching : selected.length;
  return [
    { type: 'selection.change', ids: selected.length ? [] : [SEED.line.productId] },
    ...(count > 0 && !allMatching ? [{ type: 'selection.all', total: SEED.total, filter: {} }] : []),
    { type: 'selection.clear' },
    { type: 'user.apply', visible: false },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'user.dismiss' },
    { type: 'xstate.done.actor.updateVisibility', output: { updated: count } },
    { type: 'xstate.error.actor.updateVisibility', error: fail() },
  ].filter((event) => s.can(event as never));
}

export const serializeBulk = (s: BulkSnapshot) =>
  JSON.stringify({ value: s.value, selected: s.context.selected.length, all: s.context.allMatching });

// --- editing one line's user -----------------------------------------------------------------

export const BAD_EMAIL = 'yanlis-adres';
export const BAD_EMAIL_MESSAGE = 'E-posta adresi geçerli değil (ör. ad.soyad@firma.com.tr).';

const withoutPending: LineUserProduct = { ...SEED.line, pendingChange: null };

/** One line's dialog: load, modes, save (valid or not), withdraw, invoice name, close. */
export function editEvents(s: EditSnapshot): ModelEvent[] {
  const line = s.context.line ?? SEED.line;
  return [
    { type: 'xstate.done.actor.loadLine', output: SEED.line },
    { type: 'xstate.error.actor.loadLine', error: fail() },
    { type: 'user.retry' },
    { type: 'user.mode', mode: s.context.mode === 'correct' ? 'change' : 'correct' },
    { type: 'user.save', values: {} },
    { type: 'xstate.done.actor.validate', output: { valid: true, errors: [] } },
    {
      type: 'xstate.done.actor.validate',
      output: { valid: false, errors: [{ field: 'email', message: BAD_EMAIL_MESSAGE }] },
    },
    { type: 'xstate.error.actor.validate', error: fail() },
    { type: 'xstate.done.actor.save', output: line },
    { type: 'xstate.error.actor.save', error: fail() },
    { type: 'user.withdraw' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.withdrawChange', output: withoutPending },
    { type: 'xstate.error.actor.withdrawChange', error: fail() },
    { type: 'user.invoiceName', visible: !line.invoiceNameVisible },
    { type: 'xstate.done.actor.setInvoiceName', output: { visible: !line.invoiceNameVisible } },
    { type: 'xstate.error.actor.setInvoiceName', error: fail() },
    { type: 'user.close' },
  ].filter((event) => s.can(event as never));
}

/** A closed dialog is closed whatever it had loaded (a close while loading may come after the answer). */
export const serializeEdit = (s: EditSnapshot) =>
  s.matches('closed')
    ? JSON.stringify(s.value)
    : JSON.stringify({
        value: s.value,
        mode: s.context.mode,
        pending: Boolean(s.context.line?.pendingChange),
        shown: s.context.line?.invoiceNameVisible,
      });
