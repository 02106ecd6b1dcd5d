import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import {
  type LineProductType,
  type LineStatus,
  type LineUserFilter,
  type LineUserProduct,
  MAX_LINE_USER_PAGE,
} from '../../api/lineUserTypes';
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

/** The picker's view of one line-user row. */
export const toPickerLine = (row: LineUserProduct): PickerLine => ({
  msisdn: row.msisdn,
  productType: row.productType,
  tariffName: row.tariffName,
  status: row.status,
  userName: row.userName,
  roaming: row.roaming,
});

/**
 * The picker's search text and filters as the line-user list's filter. Empty values are left
 * out: the row's schema reads an empty text as a search for "".
 */
export function lineUserFilterOf(text: string, filters: LineFilters): LineUserFilter {
  const trimmed = text.trim();
  return {
    ...(trimmed ? { text: trimmed } : {}),
    ...(filters.productType ? { productType: filters.productType as LineProductType } : {}),
    ...(filters.tariffName ? { tariffName: filters.tariffName } : {}),
    ...(filters.status ? { status: filters.status as LineStatus } : {}),
    ...(filters.roaming === undefined ? {} : { roaming: filters.roaming }),
    ...(filters.userName?.trim() ? { userName: filters.userName.trim() } : {}),
  };
}

/** One page of matching lines; the row serves at most MAX_LINE_USER_PAGE per call. */
export async function findLineUserLines(
  input: FindLinesInput,
  signal: AbortSignal,
): Promise<FindLinesOutput> {
  const page = await callEndpoint(
    'lineUserProductList',
    {
      body: {
        offset: input.offset,
        limit: Math.min(input.limit, MAX_LINE_USER_PAGE),
        filter: lineUserFilterOf(input.text, input.filters),
      },
    },
    signal,
  );
  return { rows: page.items.map(toPickerLine), total: page.total };
}

/** Resolve mode through the list row (the shared paging of resolveInPages). */
export const resolveLineUserNumbers = (input: ResolveNumbersInput, signal: AbortSignal) =>
  resolveInPages(
    (offset) =>
      callEndpoint(
        'lineUserProductList',
        { body: { offset, limit: MAX_LINE_USER_PAGE, msisdns: input.msisdns } },
        signal,
      ),
    toPickerLine,
  );

/** The line picker's real calls on the line-user page. */
export const lineUserPickerActors = {
  loadFilterChoices: fromPromise<FilterChoices>(({ signal }) =>
    callEndpoint('productGroupFilters', {}, signal),
  ),
  findLines: fromPromise<FindLinesOutput, FindLinesInput>(({ input, signal }) =>
    findLineUserLines(input, signal),
  ),
  resolveNumbers: fromPromise<ResolveNumbersOutput, ResolveNumbersInput>(({ input, signal }) =>
    resolveLineUserNumbers(input, signal),
  ),
};

/** The picker with the line-user calls, provided once (module const: one logic per page load). */
export const lineUserPickerLogic = linePickerMachine.provide({ actors: lineUserPickerActors });

/** "Choose every result" fetches in pages the row serves whole. */
export const LINE_USER_PICKER_INPUT = { allPageSize: MAX_LINE_USER_PAGE } as const;
