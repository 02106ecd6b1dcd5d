import { and, assertEvent, assign, fromPromise, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { LineUserFilter } from '../../api/lineUser/types';
import { mayDo } from '../../lib/rights';
import { companyLinesPicker } from '../shared/linePicker/companyLinesPicker';
import { pickLinesMachine } from '../shared/linePicker/pickLines';

/** Which lines to set: the chosen numbers, or every line matching the filter. */
export interface VisibilityTarget {
  visible: boolean;
  msisdns?: string[];
  filter?: LineUserFilter;
}

export interface InvoiceNameBulkContext {
  /** The person's rights (the session's rights child): an update needs the lineUser group's Talep. */
  rights: PersonRights | undefined;
  /** Chosen rows' numbers (the rows' productId). */
  selected: string[];
  /** Every line matching `filter` is chosen, also those not loaded. */
  allMatching: boolean;
  /** The server's count of lines matching `filter` when "all" was chosen. */
  matching: number;
  filter: LineUserFilter;
  /** The setting the person asked for. */
  visible: boolean;
  /** Lines the last update changed. */
  updated: number;
  /** The failed update's code; the view words it. */
  failure: string | undefined;
}

export type InvoiceNameBulkEvent =
  | { type: 'selection.change'; ids: string[] }
  | { type: 'selection.all'; total: number; filter: LineUserFilter }
  | { type: 'selection.clear' }
  | { type: 'user.apply'; visible: boolean }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismiss' };

const errorCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'UNKNOWN';
};

/** How many lines the update will touch: what the confirmation names. */
export const targetCount = (
  context: Pick<InvoiceNameBulkContext, 'allMatching' | 'matching' | 'selected'>,
) => (context.allMatching ? context.matching : context.selected.length);

const SELECTION_EVENTS = {
  'selection.change': { target: '#invoiceNameBulk.idle', actions: 'storeSelection' },
  'selection.all': { target: '#invoiceNameBulk.idle', actions: 'selectAllMatching' },
  'selection.clear': { target: '#invoiceNameBulk.idle', actions: 'clearSelection' },
} as const;

/**
 * "Faturada adı göster / gizle" for many lines (issue 14): holds the table's selection (rows,
 * or all N matching the filter), asks for a confirmation naming how many lines, sends the
 * numbers or the filter, then clears the selection and tells the edge (`linesUpdated`) so the
 * list reloads. Without the lineUser group's Talep (issue 37) nothing is asked or sent.
 */
export const invoiceNameBulkMachine = setup({
  types: {
    context: {} as InvoiceNameBulkContext,
    events: {} as InvoiceNameBulkEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  actors: {
    updateVisibility: fromPromise<{ updated: number }, VisibilityTarget>(async () => {
      throw new Error('updateVisibility must be provided');
    }),
    // "Hat listesiyle seç": the picker's numbers replace the selection.
    pickLines: pickLinesMachine(companyLinesPicker, (lines) => ({
      type: 'selection.change' as const,
      ids: lines.map((line) => line.msisdn),
    })),
  },
  actions: {
    storeSelection: assign(({ event }) => {
      assertEvent(event, 'selection.change');
      return { selected: event.ids, allMatching: false };
    }),
    selectAllMatching: assign(({ event }) => {
      assertEvent(event, 'selection.all');
      return { allMatching: true, matching: event.total, filter: event.filter };
    }),
    clearSelection: assign({ selected: [] as string[], allMatching: false }),
    /** Provided by the view: reload the list, whose rows now show the new setting. */
    linesUpdated: () => {
      throw new Error('linesUpdated must be provided');
    },
  },
  guards: {
    hasSelection: ({ context }) => targetCount(context) > 0,
    /** No confirmation and no update without the lineUser group's Talep, whatever the button. */
    mayRequest: ({ context }) => mayDo(context.rights, 'lineUser', 'request'),
  },
}).createMachine({
  id: 'invoiceNameBulk',
  context: ({ input }) => ({
    rights: input.rights,
    selected: [],
    allMatching: false,
    matching: 0,
    filter: {},
    visible: true,
    updated: 0,
    failure: undefined,
  }),
  entry: spawnChild('pickLines', { id: 'pickLines' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...SELECTION_EVENTS,
        'user.apply': {
          guard: and(['mayRequest', 'hasSelection']),
          target: 'confirming',
          actions: assign(({ event }) => {
            assertEvent(event, 'user.apply');
            return { visible: event.visible, failure: undefined };
          }),
        },
      },
    },
    confirming: {
      tags: ['dialog'],
      on: { 'user.confirm': { guard: 'mayRequest', target: 'updating' }, 'user.cancel': 'idle' },
    },
    updating: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'updateVisibility',
        src: 'updateVisibility',
        input: ({ context }) =>
          context.allMatching
            ? { visible: context.visible, filter: context.filter }
            : { visible: context.visible, msisdns: context.selected },
        onDone: {
          target: 'done',
          actions: [
            assign(({ event }) => ({ updated: event.output.updated, selected: [], allMatching: false })),
            'linesUpdated',
          ],
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ failure: errorCode(event.error) })),
        },
      },
    },
    done: {
      description: 'The result sentence shows until the person dismisses it or changes the selection.',
      on: { ...SELECTION_EVENTS, 'user.dismiss': 'idle' },
    },
    failed: {
      tags: ['dialog'],
      on: { 'user.confirm': { guard: 'mayRequest', target: 'updating' }, 'user.cancel': 'idle' },
    },
  },
});
