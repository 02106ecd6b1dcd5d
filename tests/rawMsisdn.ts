/**
 * A mobile number on a page is shown one way, "0532 123 45 67" (src/lib/msisdn.ts): a bare
 * "5321234567" in what a person reads (or hears: screen-reader text counts) is a view that skipped
 * the formatter. Used by the model walks (every state of every machine through its real view)
 * and by the journeys' page check.
 */
const RAW = /(?<![\d/=-])5\d{9}(?![\d/])/g;

/** The bare 10-digit numbers in a page's text, each once. */
export function rawMsisdns(text: string): string[] {
  return [...new Set(text.match(RAW) ?? [])];
}
