import { type ActorRefFrom, and, assign, emit, not, stateIn } from 'xstate';
import { errorMessage } from '../../../actors/http/HttpError';
import { chooseAllPage, fileErrorCode, fileText, removeChosen, toggleChosen } from './chosenLines';
import { applyResolved, enqueueText, fixProblem } from './intake';
import { emptyResults, initialContext, intake, linePickerSetup, searchPage } from './linePickerSetup';

export type { LinePickerContext, LinePickerEvent, LinePickerInput, LinePickerOutput } from './machineTypes';

/**
 * Choosing a company's GSM lines: by a partial number or user name, by filters (every result at
 * once, without a cap), by a pasted list or a file. Pasted numbers are resolved in batches with
 * progress; what is not a line of the company is listed as a problem to fix or remove. The calls
 * are the consumer's (named actors, linePickerSetup.ts), so the same picker serves every bulk screen.
 * `user.done` ends the picker with the chosen lines as output and a `picker.done` emission.
 */
export const linePickerMachine = linePickerSetup.createMachine({
  id: 'linePicker',
  context: ({ input }) => initialContext(input),
  initial: 'picking',
  output: ({ context }) => ({ lines: [...context.chosen.values()] }),
  states: {
    picking: {
      type: 'parallel',
      on: {
        'user.toggle': {
          actions: assign({ chosen: ({ context, event }) => toggleChosen(context.chosen, event.line) }),
        },
        'user.remove': {
          actions: assign({ chosen: ({ context, event }) => removeChosen(context.chosen, event.msisdn) }),
        },
        'user.clear': { actions: assign({ chosen: () => new Map() }) },
        'user.paste': { actions: assign(({ context, event }) => enqueueText(intake(context), event.text)) },
        'user.fixProblem': {
          actions: assign(({ context, event }) => fixProblem(intake(context), event.token, event.text)),
        },
        'user.removeProblem': {
          actions: assign({
            problems: ({ context, event }) => context.problems.filter((p) => p.token !== event.token),
          }),
        },
        'user.done': {
          description: 'Only a settled choice ends the picker: nothing left to resolve, read or fetch.',
          guard: and([
            'hasChosen',
            not('hasPending'),
            not(stateIn('#linePicker.picking.file.reading')),
            not(stateIn('#linePicker.picking.search.choosingAll')),
          ]),
          target: 'done',
        },
      },
      states: {
        choices: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadFilterChoices',
                src: 'loadFilterChoices',
                onDone: { target: 'loaded', actions: assign({ choices: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: assign({ choicesError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            loaded: {},
            failed: {
              tags: ['choicesFailed'],
              on: {
                'user.retryChoices': { target: 'loading', actions: assign({ choicesError: undefined }) },
              },
            },
          },
        },
        search: {
          initial: 'idle',
          on: {
            // Not `reenter`: in a parallel state that would exit every region (the filter
            // choices reloaded, a number check or a file read restarted). Targeting the child
            // from here exits and re-enters only this region's child, so the pause starts again.
            'user.search': {
              target: '.debouncing',
              actions: assign({ search: ({ context, event }) => ({ ...context.search, text: event.text }) }),
            },
            'user.filter': {
              target: '.debouncing',
              actions: assign({
                search: ({ context, event }) => ({ ...context.search, filters: event.filters }),
              }),
            },
          },
          states: {
            idle: {},
            debouncing: {
              description: 'Typing waits for a pause, so a search is one call, not one per key.',
              after: {
                searchDebounce: [
                  { guard: 'hasQuery', target: 'searching' },
                  {
                    target: 'idle',
                    actions: assign({ search: ({ context }) => ({ ...context.search, ...emptyResults }) }),
                  },
                ],
              },
            },
            searching: {
              tags: ['searching'],
              entry: assign({ searchError: undefined }),
              invoke: {
                id: 'findLines',
                src: 'findLines',
                input: ({ context }) => searchPage(context, 0, context.pageSize),
                onDone: {
                  target: 'showing',
                  actions: assign({
                    search: ({ context, event }) => ({
                      ...context.search,
                      rows: event.output.rows,
                      total: event.output.total,
                    }),
                  }),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ searchError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            showing: {
              tags: ['results'],
              on: {
                'user.more': { guard: 'hasMoreResults', target: 'loadingMore' },
                'user.chooseAllResults': { guard: 'hasResults', target: 'choosingAll' },
              },
            },
            loadingMore: {
              tags: ['results', 'loadingMore'],
              entry: assign({ searchError: undefined }),
              invoke: {
                id: 'findMoreLines',
                src: 'findLines',
                input: ({ context }) => searchPage(context, context.search.rows.length, context.pageSize),
                onDone: {
                  target: 'showing',
                  actions: assign({
                    search: ({ context, event }) => ({
                      ...context.search,
                      rows: [...context.search.rows, ...event.output.rows],
                      total: event.output.total,
                    }),
                  }),
                },
                onError: {
                  target: 'showing',
                  actions: assign({ searchError: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            choosingAll: {
              description:
                'Every line matching the search, fetched in large pages and chosen as they come: no cap, and a failure keeps what was chosen so far.',
              tags: ['results', 'choosingAll'],
              entry: assign({
                searchError: undefined,
                allProgress: ({ context }) => ({ fetched: 0, total: context.search.total, last: 0 }),
              }),
              initial: 'fetching',
              states: {
                fetching: {
                  invoke: {
                    id: 'findAllLines',
                    src: 'findLines',
                    input: ({ context }) =>
                      searchPage(context, context.allProgress.fetched, context.allPageSize),
                    onDone: {
                      target: 'next',
                      actions: assign(({ context, event }) => chooseAllPage(context, event.output)),
                    },
                    onError: {
                      target: '#linePicker.picking.search.showing',
                      actions: assign({ searchError: ({ event }) => errorMessage(event.error) }),
                    },
                  },
                },
                next: {
                  always: [
                    { guard: 'morePagesForAll', target: 'fetching' },
                    { target: '#linePicker.picking.search.showing' },
                  ],
                },
              },
            },
            failed: {
              tags: ['searchFailed'],
              on: { 'user.retrySearch': 'searching' },
            },
          },
        },
        intake: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasPending', target: 'resolving' },
            },
            resolving: {
              tags: ['resolving'],
              entry: assign({ resolveError: undefined }),
              invoke: {
                id: 'resolveNumbers',
                src: 'resolveNumbers',
                input: ({ context }) => ({ msisdns: context.pending.slice(0, context.batchSize) }),
                onDone: {
                  target: 'next',
                  actions: assign(({ context, event }) =>
                    applyResolved(intake(context), context.pending.slice(0, context.batchSize), event.output),
                  ),
                },
                onError: {
                  target: 'failed',
                  actions: assign({ resolveError: ({ event }) => errorMessage(event.error) }),
                },
              },
              on: { 'user.cancelResolve': { target: 'idle', actions: 'dropPending' } },
            },
            next: {
              always: [{ guard: 'hasPending', target: 'resolving' }, { target: 'idle' }],
            },
            failed: {
              description: 'A batch failed: its numbers and the rest wait for a retry or are dropped.',
              tags: ['resolveFailed'],
              on: {
                'user.retryResolve': 'resolving',
                'user.cancelResolve': {
                  target: 'idle',
                  actions: ['dropPending', assign({ resolveError: undefined })],
                },
              },
            },
          },
        },
        file: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'user.file': { target: 'reading', actions: assign({ fileError: undefined }) } },
            },
            reading: {
              tags: ['readingFile'],
              invoke: {
                id: 'readNumbersFile',
                src: 'readNumbersFile',
                input: ({ event }) => {
                  if (event.type !== 'user.file') throw new Error('reading starts with a file');
                  return { file: event.file };
                },
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) =>
                    enqueueText(intake(context), fileText(event.output)),
                  ),
                },
                onError: {
                  target: 'idle',
                  actions: assign({ fileError: ({ event }) => fileErrorCode(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'picker.done' as const, lines: [...context.chosen.values()] })),
    },
  },
});

export type LinePickerRef = ActorRefFrom<typeof linePickerMachine>;
