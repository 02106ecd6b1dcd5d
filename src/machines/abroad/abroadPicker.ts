import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import { type AbroadFilter, type AbroadLine, MAX_ABROAD_PAGE } from '../../api/usageAbroadTypes';
import { linePickerMachine } from '../shared/linePicker/linePickerMachine';
import { resolveInPages } from '../shared/linePicker/resolveInPages';
import type {
  FilterChoices,
  FindLinesInput,
  FindLinesOutput,
  LineFilters,
  PickerLine,
  ResolveNumbersInput,
  ResolveNumbersOutput,
} from '../shared/linePicker/types';

const toPickerLine = ({ callAbroad: _, ...line }: AbroadLine): PickerLine => line;

/** The picker's search text and filters as the list's filter; empty values are left out. */
function filterOf(text: string, filters: LineFilters): AbroadFilter {
  const entries = Object.entries({ ...filters, text: text.trim() }).filter(
    ([, value]) => value !== undefined && value !== '',
  );
  return Object.fromEntries(entries) as AbroadFilter;
}

async function findLines(input: FindLinesInput, signal: AbortSignal): Promise<FindLinesOutput> {
  const body = {
    offset: input.offset,
    limit: Math.min(input.limit, MAX_ABROAD_PAGE),
    filter: filterOf(input.text, input.filters),
  };
  const page = await callEndpoint('usageAbroadProductList', { body }, signal);
  return { rows: page.items.map(toPickerLine), total: page.total };
}

const resolveNumbers = (input: ResolveNumbersInput, signal: AbortSignal) =>
  resolveInPages(
    (offset) =>
      callEndpoint(
        'usageAbroadProductList',
        { body: { offset, limit: MAX_ABROAD_PAGE, msisdns: input.msisdns } },
        signal,
      ),
    toPickerLine,
  );

/** The line picker with the usage-abroad calls, provided once per page load. */
export const abroadPickerLogic = linePickerMachine.provide({
  actors: {
    loadFilterChoices: fromPromise<FilterChoices>(({ signal }) =>
      callEndpoint('productGroupFilters', {}, signal),
    ),
    findLines: fromPromise<FindLinesOutput, FindLinesInput>(({ input, signal }) => findLines(input, signal)),
    resolveNumbers: fromPromise<ResolveNumbersOutput, ResolveNumbersInput>(({ input, signal }) =>
      resolveNumbers(input, signal),
    ),
  },
});

export const ABROAD_PICKER_INPUT = { allPageSize: MAX_ABROAD_PAGE } as const;
