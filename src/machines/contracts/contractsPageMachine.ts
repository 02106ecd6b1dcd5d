import { type ActorRefFrom, assign, emit, sendParent, sendTo, setup, stateIn } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { ContractDecision, ContractFamily, ContractSummary } from '../../api/contracts/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { type ContractDetailOutput, contractDetailMachine } from './contractDetailMachine';
import {
  type ContractDownloadOutput,
  contractDownloadMachine,
  type DownloadedContract,
  type DownloadedFileEvent,
} from './contractDownloadMachine';
import { contractListMachine } from './contractListMachine';
import type { ContractListKind } from './contractRows';
import { type ContractSeekEvent, contractSeek } from './contractSeek';

export type ContractListRef = ActorRefFrom<typeof contractListMachine>;
type FamilyLists = Record<ContractListKind, ContractListRef>;

/**
 * What the person is told after an action, as data: the view words it. Errors the HTTP layer
 * showed are not repeated; `message` is the failed call's own (none: an unexpected reply).
 */
export type ContractNotice =
  | { kind: 'decided'; decision: ContractDecision; contractNumber: string }
  | { kind: 'downloaded'; fileName: string }
  | { kind: 'downloadFailed'; message: string | undefined }
  /** The contract the address asked for is in none of the person's lists. */
  | { kind: 'notFound'; contractNumber: string };

interface ContractsPageContext {
  /** The person's rights, handed to each opened contract (its decision needs Talep). */
  rights: PersonRights | undefined;
  family: ContractFamily;
  tab: ContractListKind;
  /** Spec §4 "all contracts": the four lists live and die with this actor (one company's page). */
  lists: Record<ContractFamily, FamilyLists>;
  /** The contract whose text is open (its family with it). */
  opened: ContractSummary | undefined;
  /** The contract being downloaded, for the row's progress. */
  downloading: ContractSummary | undefined;
  notice: ContractNotice | undefined;
  /** The contract the address asked for (?sozlesme=, a search hit), until the lists answer. */
  asked: string | undefined;
}

export type ContractsPageEvent =
  | { type: 'user.selectFamily'; family: ContractFamily }
  | { type: 'user.selectTab'; tab: ContractListKind }
  | { type: 'user.refresh' }
  | { type: 'user.open'; contract: ContractSummary }
  | { type: 'user.download'; contract: ContractSummary }
  | DownloadedFileEvent
  | ContractSeekEvent;

function downloadNotice(output: ContractDownloadOutput): ContractNotice | undefined {
  if (output.status === 'saved') return { kind: 'downloaded', fileName: output.fileName };
  if (output.status === 'failed' && !output.shownByShell)
    return { kind: 'downloadFailed', message: output.message };
  return undefined;
}

/**
 * /contracts (spec §2, §7): both contract families, each with its pending and history list (four
 * request actors, loaded at once so every tab shows its count), one contract open at a time and
 * one download at a time. A decision refreshes both lists of its family.
 */
export const contractsPageMachine = setup({
  types: {
    context: {} as ContractsPageContext,
    events: {} as ContractsPageEvent,
    input: {} as { rights: PersonRights | undefined; contractNumber?: string | undefined },
    emitted: {} as PageEffect,
  },
  actors: {
    list: contractListMachine,
    seek: contractSeek,
    detail: contractDetailMachine,
    // The downloaded file is told to this page, whose chart hands it to the edge.
    download: contractDownloadMachine.provide({
      actions: {
        saveFile: sendParent(
          (_, file: DownloadedContract): DownloadedFileEvent => ({ type: 'download.file', ...file }),
        ),
      },
    }),
  },
  actions: {
    refreshFamily: ({ context }, family: ContractFamily) => {
      for (const list of Object.values(context.lists[family])) {
        // A loaded list reloads, a failed one retries; the one that does not apply is ignored.
        list.send({ type: 'user.refresh' });
        list.send({ type: 'user.retry' });
      }
    },
    clearOpened: assign({ opened: undefined }),
  },
  guards: {
    askedForContract: ({ context }) => Boolean(context.asked),
    isDecided: (_, output: ContractDetailOutput) => output?.status === 'decided',
  },
}).createMachine({
  id: 'contractsPage',
  context: ({ spawn, input }) => {
    const lists = (family: ContractFamily): FamilyLists => ({
      pending: spawn('list', { id: `${family}.pending`, input: { family, kind: 'pending' } }),
      history: spawn('list', { id: `${family}.history`, input: { family, kind: 'history' } }),
    });
    return {
      family: 'STANDARD',
      rights: input.rights,
      tab: 'pending',
      lists: { STANDARD: lists('STANDARD'), ISTECEP: lists('ISTECEP') },
      opened: undefined,
      downloading: undefined,
      notice: undefined,
      asked: input.contractNumber || undefined,
    };
  },
  type: 'parallel',
  on: {
    'user.selectFamily': { actions: assign({ family: ({ event }) => event.family, notice: undefined }) },
    'user.selectTab': { actions: assign({ tab: ({ event }) => event.tab, notice: undefined }) },
    'user.refresh': {
      actions: [
        sendTo(({ context }) => context.lists[context.family][context.tab], { type: 'user.refresh' }),
        sendTo(({ context }) => context.lists[context.family][context.tab], { type: 'user.retry' }),
      ],
    },
  },
  states: {
    detail: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'user.open': {
              target: 'open',
              actions: assign({ opened: ({ event }) => event.contract, notice: undefined }),
            },
            'seek.found': {
              description: 'The contract the address asked for opens as if its row had been clicked.',
              guard: stateIn({ seek: 'seeking' }),
              target: 'open',
              actions: assign({ opened: ({ event }) => event.contract, notice: undefined }),
            },
          },
        },
        open: {
          description: 'The contract text, decision and error report run in their own child.',
          on: {
            'user.open': {
              target: 'open',
              reenter: true,
              actions: assign({ opened: ({ event }) => event.contract, notice: undefined }),
            },
          },
          invoke: {
            id: 'detail',
            src: 'detail',
            input: ({ context }) => {
              const contract = context.opened as ContractSummary;
              return { family: contract.family, contract, rights: context.rights };
            },
            onDone: [
              {
                guard: { type: 'isDecided', params: ({ event }) => event.output },
                target: 'closed',
                actions: [
                  {
                    type: 'refreshFamily',
                    params: ({ context }) => (context.opened as ContractSummary).family,
                  },
                  assign({
                    // The guard let only a decision through; the check narrows the output's type.
                    notice: ({ event }) =>
                      event.output.status === 'decided'
                        ? {
                            kind: 'decided' as const,
                            decision: event.output.decision,
                            contractNumber: event.output.contract.contractNumber,
                          }
                        : undefined,
                  }),
                  'clearOpened',
                ],
              },
              { target: 'closed', actions: 'clearOpened' },
            ],
            onError: { target: 'closed', actions: 'clearOpened' },
          },
        },
      },
    },
    seek: {
      initial: 'routing',
      states: {
        routing: {
          always: [{ guard: 'askedForContract', target: 'seeking' }, { target: 'idle' }],
        },
        seeking: {
          description:
            'A contract asked for by number is looked for in the four lists once they answer; its own ' +
            'family and list are shown, or the page says no list of the person holds it.',
          invoke: {
            id: 'seek',
            src: 'seek',
            input: ({ context }) => ({
              contractNumber: context.asked ?? '',
              lists: Object.values(context.lists).flatMap((family) =>
                (Object.keys(family) as ContractListKind[]).map((kind) => ({ kind, ref: family[kind] })),
              ),
            }),
          },
          on: {
            'seek.found': {
              target: 'idle',
              actions: assign({
                family: ({ event }) => event.contract.family,
                tab: ({ event }) => event.tab,
                asked: undefined,
              }),
            },
            'seek.missing': {
              target: 'idle',
              actions: assign({
                notice: ({ context }) => ({ kind: 'notFound' as const, contractNumber: context.asked ?? '' }),
                asked: undefined,
              }),
            },
          },
        },
        idle: {},
      },
    },
    download: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.download': {
              target: 'running',
              actions: assign({ downloading: ({ event }) => event.contract, notice: undefined }),
            },
          },
        },
        running: {
          on: {
            'download.file': {
              description: 'The file arrived: the edge saves it under its name.',
              actions: emit(({ event }) => ({
                type: 'download',
                blob: event.blob,
                fileName: event.fileName,
              })),
            },
          },
          invoke: {
            id: 'download',
            src: 'download',
            input: ({ context }) => {
              const contract = context.downloading as ContractSummary;
              return { family: contract.family, contract, rights: context.rights };
            },
            onDone: {
              target: 'idle',
              actions: assign({
                notice: ({ event }) => downloadNotice(event.output),
                downloading: undefined,
              }),
            },
            onError: { target: 'idle', actions: assign({ downloading: undefined }) },
          },
        },
      },
    },
  },
});

export type ContractsPageRef = ActorRefFrom<typeof contractsPageMachine>;
