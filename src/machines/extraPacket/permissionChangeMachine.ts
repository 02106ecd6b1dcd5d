import { and, assertEvent, assign, fromPromise, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import {
  type ExtraPacketAction,
  type ExtraPacketChangeAnswer,
  type ExtraPacketChangeRequest,
  type ExtraPacketType,
  MAX_EXTRA_PACKET_CHANGE,
} from '../../api/extraPacket/types';
import { mayDo } from '../../lib/rights';
import { pickLinesMachine } from '../shared/linePicker/pickLines';
import { changeExtraPacketPermissions } from './extraPacketCalls';
import { EXTRA_PACKET_PICKER_INPUT, extraPacketPickerLogic } from './extraPacketPicker';

export type ChangeInput = ExtraPacketChangeRequest;

export interface PermissionChangeContext {
  /** The person's rights (the session's rights child): a change needs the extraPacket group's Talep. */
  rights: PersonRights | undefined;
  /** The chosen lines' numbers. */
  selected: string[];
  action: ExtraPacketAction;
  types: ExtraPacketType[];
  result: ExtraPacketChangeAnswer | undefined;
  /** The failed change's code; the view words it. */
  failure: string | undefined;
}

export type PermissionChangeEvent =
  | { type: 'selection.change'; ids: string[] }
  | { type: 'user.change'; action: ExtraPacketAction }
  | { type: 'user.review'; types: ExtraPacketType[] }
  | { type: 'user.back' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismiss' };

const errorCode = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code !== '' ? code : 'UNKNOWN';
};

/**
 * "İzin ver" / "İzni kaldır" for the chosen lines: the person picks the packet types, reads the
 * confirmation (how many lines, which types, the monthly limit each allowed type carries) and
 * confirms; each line's result shows until dismissed, and the page reloads its lines, types and
 * history (`permissionsChanged`, told to the page machine). No SMS code: see docs/decisions.md.
 */
export const permissionChangeMachine = setup({
  types: {
    context: {} as PermissionChangeContext,
    events: {} as PermissionChangeEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  actors: {
    change: fromPromise<ExtraPacketChangeAnswer, ChangeInput>(({ input, signal }) =>
      changeExtraPacketPermissions(input, signal),
    ),
    // "Hat listesiyle seç": the picker's numbers replace the selection.
    pickLines: pickLinesMachine(
      { logic: extraPacketPickerLogic, input: EXTRA_PACKET_PICKER_INPUT },
      (lines) => ({
        type: 'selection.change' as const,
        ids: lines.map((line) => line.msisdn),
      }),
    ),
  },
  actions: {
    storeSelection: assign(({ event }) => {
      assertEvent(event, 'selection.change');
      return { selected: event.ids };
    }),
    /** The page (extraPacketPageMachine) hears of it and reloads its lines, types and history. */
    permissionsChanged: () => {},
  },
  guards: {
    /** Between one line and the most one change may name (the picker has no cap). */
    hasSelection: ({ context }) =>
      context.selected.length > 0 && context.selected.length <= MAX_EXTRA_PACKET_CHANGE,
    hasTypes: ({ event }) => event.type === 'user.review' && event.types.length > 0,
    /** No dialog and no write without the extraPacket group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'extraPacket', 'request'),
  },
}).createMachine({
  id: 'extraPacketChange',
  context: ({ input }) => ({
    rights: input.rights,
    selected: [],
    action: 'ALLOW',
    types: [],
    result: undefined,
    failure: undefined,
  }),
  entry: spawnChild('pickLines', { id: 'pickLines' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'selection.change': { actions: 'storeSelection' },
        'user.change': {
          guard: and(['mayRequest', 'hasSelection']),
          target: 'choosing',
          actions: assign(({ event }) => ({ action: event.action, types: [], failure: undefined })),
        },
      },
    },
    choosing: {
      tags: ['dialog'],
      on: {
        'user.review': {
          guard: 'hasTypes',
          target: 'confirming',
          actions: assign(({ event }) => ({ types: event.types })),
        },
        'user.cancel': 'idle',
      },
    },
    confirming: {
      tags: ['dialog'],
      on: {
        'user.confirm': { guard: 'mayRequest', target: 'saving', actions: assign({ failure: undefined }) },
        'user.back': { target: 'choosing', actions: assign({ failure: undefined }) },
        'user.cancel': 'idle',
      },
    },
    saving: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => ({ action: context.action, types: context.types, msisdns: context.selected }),
        onDone: {
          target: 'done',
          actions: [assign(({ event }) => ({ result: event.output, selected: [] })), 'permissionsChanged'],
        },
        onError: {
          target: 'confirming',
          actions: assign(({ event }) => ({ failure: errorCode(event.error) })),
        },
      },
    },
    done: {
      description: 'Each line’s result shows until the person dismisses it or chooses lines again.',
      on: {
        'selection.change': { target: 'idle', actions: ['storeSelection', assign({ result: undefined })] },
        'user.dismiss': { target: 'idle', actions: assign({ result: undefined }) },
      },
    },
  },
});
