import { fromPromise } from 'xstate';
import { callEndpoint } from '../../../actors/http';
import { linePickerMachine } from './linePickerMachine';
import { type ResolvePage, resolveInPages } from './resolveInPages';
import type {
  FilterChoices,
  FindLinesInput,
  FindLinesOutput,
  LineFilters,
  PickerLine,
  ResolveNumbersInput,
  ResolveNumbersOutput,
} from './types';

/**
 * A page's own paged line list row, as the picker uses it: one page by search text and filters,
 * or the lines with given numbers (resolve mode). Each page names its row with its own types.
 */
export interface PagedLineSource<TRow> {
  /** The row's largest page; also the picker's page when it takes every line of a filter. */
  pageSize: number;
  findPage(
    body: { offset: number; limit: number; text: string; filters: LineFilters },
    signal: AbortSignal,
  ): Promise<{ items: TRow[]; total: number }>;
  resolvePage(
    body: { offset: number; limit: number; msisdns: string[] },
    signal: AbortSignal,
  ): Promise<ResolvePage<TRow>>;
  toPickerLine(row: TRow): PickerLine;
}

/** The picker's search text and filters as a list row's filter; empty values are left out. */
export function compactFilter(text: string, filters: LineFilters): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({ ...filters, text: text.trim() }).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
}

/**
 * The line picker over a page's own list row, with the filter choices of spec §7 (product group
 * filters): the logic to give PickLines, provided once per page load, and its input.
 */
export function pickerOver<TRow>(source: PagedLineSource<TRow>) {
  const logic = linePickerMachine.provide({
    actors: {
      loadFilterChoices: fromPromise<FilterChoices>(({ signal }) =>
        callEndpoint('productGroupFilters', {}, signal),
      ),
      findLines: fromPromise<FindLinesOutput, FindLinesInput>(async ({ input, signal }) => {
        const page = await source.findPage(
          {
            offset: input.offset,
            limit: Math.min(input.limit, source.pageSize),
            text: input.text,
            filters: input.filters,
          },
          signal,
        );
        return { rows: page.items.map(source.toPickerLine), total: page.total };
      }),
      resolveNumbers: fromPromise<ResolveNumbersOutput, ResolveNumbersInput>(({ input, signal }) =>
        resolveInPages(
          (offset) => source.resolvePage({ offset, limit: source.pageSize, msisdns: input.msisdns }, signal),
          source.toPickerLine,
        ),
      ),
    },
  });
  return { logic, input: { allPageSize: source.pageSize } as const };
}
