/**
 * How the sandbox's line lists match a filter, the same everywhere a page lists the company's
 * lines: a text is part of a number (written any way) or of the user's name, the other fields
 * compare as given. A feature adds its own columns' conditions after this one.
 */
import { trLower } from '../src/lib/format';
import { matchesPartialNumber } from '../src/lib/msisdn';

export interface FilterableLine {
  msisdn: string;
  userName: string;
  productType: string;
  tariffName: string;
  status: string;
  roaming?: boolean;
}

export interface CommonLineFilter {
  text?: string;
  userName?: string;
  productType?: string;
  tariffName?: string;
  status?: string;
  roaming?: boolean;
}

/** Whether a text looks like (part of) a line number rather than a name. */
export const isNumberText = (text: string) => /^[\d\s()+\-./]+$/.test(text) && /\d/.test(text);

/** Whether `part` is in `value`, ignoring case the Turkish way (I/ı, İ/i). */
export const containsTr = (value: string, part: string) => trLower(value).includes(trLower(part));

export function matchesLineFilter(line: FilterableLine, filter: CommonLineFilter = {}): boolean {
  const text = filter.text?.trim();
  if (
    text &&
    !(isNumberText(text) ? matchesPartialNumber(line.msisdn, text) : containsTr(line.userName, text))
  )
    return false;
  if (filter.userName && !containsTr(line.userName, filter.userName)) return false;
  if (filter.productType && line.productType !== filter.productType) return false;
  if (filter.tariffName && line.tariffName !== filter.tariffName) return false;
  if (filter.status && line.status !== filter.status) return false;
  if (filter.roaming !== undefined && line.roaming !== filter.roaming) return false;
  return true;
}
