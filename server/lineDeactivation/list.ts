/** The lines list's filter and numbers written any way (the same matching as the portal's). */
import type { DeactivationFilter, DeactivationLine } from '../../src/api/lineDeactivationTypes';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import { matchesLineFilter } from '../lineFilter';
import { DEACTIVATION_MESSAGES } from './messages';

export function matches(line: DeactivationLine, filter: DeactivationFilter = {}): boolean {
  return matchesLineFilter(line, filter);
}

/** Entries written any way: each number once in the order given, and the entries that are none. */
export function sortNumbers(entries: readonly string[]) {
  const numbers = new Set<string>();
  const notAllowed: { msisdn: string; reason: string }[] = [];
  for (const entry of entries) {
    const msisdn = normalizeMsisdn(entry);
    if (msisdn) numbers.add(msisdn);
    else notAllowed.push({ msisdn: entry, reason: DEACTIVATION_MESSAGES.invalidNumber });
  }
  return { numbers: [...numbers], notAllowed };
}
