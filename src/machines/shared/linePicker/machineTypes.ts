import type { IntakeState } from './intake';
import type { FileErrorCode, FilterChoices, LineFilters, PickerLine } from './types';

/** The line picker machine's input, context, events and output (kept apart from its states). */

export interface LinePickerInput {
  /** Lines chosen before (a wizard's step shown again). */
  chosen?: PickerLine[];
  /** Numbers per resolve call. */
  batchSize?: number;
  /** Result rows per search page. */
  pageSize?: number;
  /** Rows per call while choosing every result. */
  allPageSize?: number;
}

export interface LinePickerContext extends IntakeState {
  search: { text: string; filters: LineFilters; rows: PickerLine[]; total: number };
  /** The failed search's or failed choose-all's message. */
  searchError: string | undefined;
  choices: FilterChoices | undefined;
  choicesError: string | undefined;
  resolveError: string | undefined;
  fileError: FileErrorCode | undefined;
  /** Choosing every result: rows fetched so far, the total, and the last page's size. */
  allProgress: { fetched: number; total: number; last: number };
  batchSize: number;
  pageSize: number;
  allPageSize: number;
}

export type LinePickerEvent =
  | { type: 'user.search'; text: string }
  | { type: 'user.filter'; filters: LineFilters }
  | { type: 'user.more' }
  | { type: 'user.retrySearch' }
  | { type: 'user.retryChoices' }
  | { type: 'user.toggle'; line: PickerLine }
  | { type: 'user.chooseAllResults' }
  | { type: 'user.paste'; text: string }
  | { type: 'user.file'; file: File }
  | { type: 'user.fixProblem'; token: string; text: string }
  | { type: 'user.removeProblem'; token: string }
  | { type: 'user.remove'; msisdn: string }
  | { type: 'user.retryResolve' }
  | { type: 'user.cancelResolve' }
  | { type: 'user.clear' }
  | { type: 'user.done' };

export interface LinePickerOutput {
  lines: PickerLine[];
}
