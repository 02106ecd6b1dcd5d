/**
 * Turkish text for SQLite, which only compares bytes: a search form (case and accents folded) and
 * a sort key whose byte order is the Turkish alphabet's (c < ç < d, ı < i, s < ş < t), the order
 * Intl.Collator('tr') gives at its primary level. Ties (case only) fall to the line number.
 */

/** Space and name punctuation first, then digits, then the Turkish alphabet with q, w, x placed. */
const ORDER = " -.'0123456789abcçdefgğhıijklmnoöpqrsştuüvwxyz";
const RANK = new Map([...ORDER].map((ch, i) => [ch, String.fromCharCode(0x21 + i)] as const));
/** After every known character, still printable ASCII so the byte order holds. */
const LAST = '~';

/** Byte-comparable key: `sortKey(a) < sortKey(b)` when a comes before b in Turkish order. */
export function sortKey(text: string): string {
  let out = '';
  for (const ch of text.trim().toLocaleLowerCase('tr-TR')) {
    const rank = RANK.get(ch) ?? RANK.get(ch.normalize('NFD').replace(/\p{M}/gu, ''));
    out += rank ?? LAST;
  }
  return out;
}

export { domainOf, fold, personalEmail } from '../text/fold';

export { containsPattern } from '../text/numbers';
