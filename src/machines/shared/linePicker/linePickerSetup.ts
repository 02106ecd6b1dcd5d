/**
 * The line picker's types, actors, named actions, guards and delays, its first context and the
 * helpers its chart's assignments use (linePickerMachine.ts holds the chart).
 */
import { assign, fromPromise, setup } from 'xstate';
import { hasQuery } from './chosenLines';
import type { IntakeState } from './intake';
import type { LinePickerContext, LinePickerEvent, LinePickerInput, LinePickerOutput } from './machineTypes';
import { readNumbersFile } from './readNumbersFile';
import type {
  FilterChoices,
  FindLinesInput,
  FindLinesOutput,
  PickerLine,
  ReadNumbersFileOutput,
  ResolveNumbersInput,
  ResolveNumbersOutput,
} from './types';

const mustProvide = (name: string) => () => {
  throw new Error(`${name} must be provided`);
};

export const intake = (c: LinePickerContext): IntakeState => ({
  chosen: c.chosen,
  problems: c.problems,
  pending: c.pending,
  progress: c.progress,
});

export const emptyResults = { rows: [] as PickerLine[], total: 0 };

/** One page of the lines matching the search, from `offset`. */
export const searchPage = (context: LinePickerContext, offset: number, limit: number): FindLinesInput => ({
  text: context.search.text.trim(),
  filters: context.search.filters,
  offset,
  limit,
});

/** The picker as it opens: the lines chosen before, nothing searched, asked or read. */
export const initialContext = (input: LinePickerInput | undefined): LinePickerContext => ({
  chosen: new Map((input?.chosen ?? []).map((line) => [line.msisdn, line])),
  problems: [],
  pending: [],
  progress: { resolved: 0, total: 0 },
  search: { text: '', filters: {}, ...emptyResults },
  searchError: undefined,
  choices: undefined,
  choicesError: undefined,
  resolveError: undefined,
  fileError: undefined,
  allProgress: { fetched: 0, total: 0, last: 0 },
  batchSize: input?.batchSize ?? 5000,
  pageSize: input?.pageSize ?? 50,
  allPageSize: input?.allPageSize ?? 5000,
});

export const linePickerSetup = setup({
  types: {
    context: {} as LinePickerContext,
    events: {} as LinePickerEvent,
    input: {} as LinePickerInput,
    output: {} as LinePickerOutput,
    emitted: {} as { type: 'picker.done'; lines: PickerLine[] },
  },
  actors: {
    loadFilterChoices: fromPromise<FilterChoices>(mustProvide('loadFilterChoices')),
    findLines: fromPromise<FindLinesOutput, FindLinesInput>(mustProvide('findLines')),
    resolveNumbers: fromPromise<ResolveNumbersOutput, ResolveNumbersInput>(mustProvide('resolveNumbers')),
    readNumbersFile: fromPromise<ReadNumbersFileOutput, { file: File }>(({ input }) =>
      readNumbersFile(input.file),
    ),
  },
  actions: {
    /** Cancelling keeps what was resolved; the run's total shrinks to it. */
    dropPending: assign(({ context }) => ({
      pending: [],
      progress: { resolved: context.progress.resolved, total: context.progress.resolved },
    })),
  },
  delays: { searchDebounce: 250 },
  guards: {
    hasQuery: ({ context }) => hasQuery(context.search),
    hasPending: ({ context }) => context.pending.length > 0,
    hasMoreResults: ({ context }) => context.search.rows.length < context.search.total,
    hasResults: ({ context }) => context.search.total > 0,
    morePagesForAll: ({ context }) =>
      context.allProgress.last > 0 && context.allProgress.fetched < context.allProgress.total,
    hasChosen: ({ context }) => context.chosen.size > 0,
  },
});
