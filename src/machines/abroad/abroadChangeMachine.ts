import { and, assertEvent, assign, fromPromise, setup, spawnChild } from 'xstate';
import {
  type AbroadAction,
  type AbroadFilter,
  type AbroadService,
  type AbroadValidation,
  MAX_ABROAD_CHANGE,
} from '../../api/abroad/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { mayDo } from '../../lib/rights';
import { pickLinesMachine } from '../shared/linePicker/pickLines';
import { ABROAD_PICKER_INPUT, abroadPickerLogic } from './abroadPicker';

export interface CollectInput {
  service: AbroadService;
  filter: AbroadFilter;
}
export interface ValidateInput {
  service: AbroadService;
  action: AbroadAction;
  msisdns: string[];
}

export interface AbroadChangeContext {
  service: AbroadService;
  /** The person's rights (the session's rights child): a change needs the usageAbroad group's Talep. */
  rights: PersonRights | undefined;
  /** Chosen rows' numbers (from the table's checkboxes or the line picker). */
  selected: string[];
  /** Every line matching `filter` is chosen, also those not loaded; their numbers are fetched first. */
  allMatching: boolean;
  matching: number;
  filter: AbroadFilter;
  action: AbroadAction;
  /** The validation whose lines were all refused (shown with their reasons). */
  validation: AbroadValidation | undefined;
  /** The failed call's code; the view words it. */
  failure: string | undefined;
}

export type AbroadChangeEvent =
  | { type: 'selection.change'; ids: string[] }
  | { type: 'selection.all'; total: number; filter: AbroadFilter }
  | { type: 'selection.clear' }
  | { type: 'user.change'; action: AbroadAction }
  | { type: 'user.retry' }
  | { type: 'user.dismiss' };

const errorCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'UNKNOWN';
};

/** How many lines the change names: what the buttons and the checks count. */
export const chosenCount = (context: Pick<AbroadChangeContext, 'allMatching' | 'matching' | 'selected'>) =>
  context.allMatching ? context.matching : context.selected.length;

const SELECTION_EVENTS = {
  'selection.change': { target: '#abroadChange.idle', actions: 'storeSelection' },
  'selection.all': { target: '#abroadChange.idle', actions: 'selectAllMatching' },
  'selection.clear': { target: '#abroadChange.idle', actions: 'clearSelection' },
} as const;

/**
 * /roaming and /international-call (issue 16): holds the list's selection (rows, picked lines or
 * all N matching the filter) and, when the person opens or closes the service for them, checks
 * the lines with the GSM validation. Lines that can change go to the confirm page with the
 * validation (`changeValidated`, provided by the view); when none can, the reasons show here.
 */
export const abroadChangeMachine = setup({
  types: {
    context: {} as AbroadChangeContext,
    events: {} as AbroadChangeEvent,
    input: {} as { service: AbroadService; rights: PersonRights | undefined },
  },
  actors: {
    collectNumbers: fromPromise<string[], CollectInput>(async () => {
      throw new Error('collectNumbers must be provided');
    }),
    validate: fromPromise<AbroadValidation, ValidateInput>(async () => {
      throw new Error('validate must be provided');
    }),
    // "Hat listesiyle seç": the picker's numbers replace the table's selection.
    pickLines: pickLinesMachine({ logic: abroadPickerLogic, input: ABROAD_PICKER_INPUT }, (lines) => ({
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
    /** Provided by the view: on to the confirm page with the validation. */
    changeValidated: (_, _validation: AbroadValidation) => {
      throw new Error('changeValidated must be provided');
    },
  },
  guards: {
    hasSelection: ({ context }) => chosenCount(context) > 0,
    /** No check, no confirm page, no SMS code without the usageAbroad group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'usageAbroad', 'request'),
    tooMany: ({ context }) => chosenCount(context) > MAX_ABROAD_CHANGE,
    mustCollect: ({ context }) => context.allMatching,
    someAllowed: (_, validation: AbroadValidation) => validation.allowed.length > 0,
  },
}).createMachine({
  id: 'abroadChange',
  context: ({ input }) => ({
    service: input.service,
    rights: input.rights,
    selected: [],
    allMatching: false,
    matching: 0,
    filter: {},
    action: 'OPEN',
    validation: undefined,
    failure: undefined,
  }),
  entry: spawnChild('pickLines', { id: 'pickLines' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        ...SELECTION_EVENTS,
        'user.change': [
          {
            guard: and(['mayRequest', 'tooMany']),
            target: 'tooMany',
            actions: assign(({ event }) => ({ action: event.action })),
          },
          {
            guard: and(['mayRequest', 'hasSelection']),
            target: 'starting',
            actions: assign(({ event }) => ({ action: event.action, failure: undefined })),
          },
        ],
      },
    },
    tooMany: {
      description: `More than ${MAX_ABROAD_CHANGE} lines: the person narrows the selection first.`,
      on: { ...SELECTION_EVENTS, 'user.dismiss': 'idle' },
    },
    starting: {
      always: [{ guard: 'mustCollect', target: 'collecting' }, { target: 'validating' }],
    },
    collecting: {
      tags: ['busy'],
      invoke: {
        id: 'collectNumbers',
        src: 'collectNumbers',
        input: ({ context }) => ({ service: context.service, filter: context.filter }),
        onDone: {
          target: 'validating',
          actions: assign(({ event }) => ({ selected: event.output, allMatching: false })),
        },
        onError: { target: 'failed', actions: assign(({ event }) => ({ failure: errorCode(event.error) })) },
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => ({
          service: context.service,
          action: context.action,
          msisdns: context.selected,
        }),
        onDone: [
          {
            guard: { type: 'someAllowed', params: ({ event }) => event.output },
            target: 'validated',
            actions: { type: 'changeValidated', params: ({ event }) => event.output },
          },
          { target: 'allRefused', actions: assign(({ event }) => ({ validation: event.output })) },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => ({ failure: errorCode(event.error) })) },
      },
    },
    validated: {
      description: 'The confirm page takes over; nothing is left to do here.',
      type: 'final',
    },
    allRefused: {
      description: 'No chosen line can change: each one’s reason shows until dismissed.',
      on: {
        ...SELECTION_EVENTS,
        'user.dismiss': { target: 'idle', actions: assign({ validation: undefined }) },
      },
    },
    failed: {
      on: { ...SELECTION_EVENTS, 'user.retry': 'starting', 'user.dismiss': 'idle' },
    },
  },
});
