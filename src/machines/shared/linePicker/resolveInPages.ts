import type { PickerLine, ResolveNumbersOutput } from './types';

/** One answer of a list row in resolve mode: a page of found lines and the batch's problems. */
export interface ResolvePage<TItem> {
  total: number;
  items: TItem[];
  unknown: string[];
  notAllowed: { msisdn: string; reason: string }[];
}

/**
 * Resolve mode of a paged list row: the batch's numbers are checked in the first call, whose
 * `unknown` and `notAllowed` cover the whole batch; the found lines come in pages, so a batch
 * of thousands takes a few more calls for the rest of its lines.
 */
export async function resolveInPages<TItem>(
  call: (offset: number) => Promise<ResolvePage<TItem>>,
  toLine: (item: TItem) => PickerLine,
): Promise<ResolveNumbersOutput> {
  const first = await call(0);
  const found = first.items.map(toLine);
  while (found.length < first.total) {
    const page = await call(found.length);
    if (page.items.length === 0) break;
    found.push(...page.items.map(toLine));
  }
  return { found, unknown: first.unknown, notAllowed: first.notAllowed };
}
