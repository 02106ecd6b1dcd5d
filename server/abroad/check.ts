/**
 * The GSM validation's sorting of chosen entries: the lines that can take the change, each once
 * and in the order asked, and every other entry with its reason, also in the order asked (the
 * page lists them as the person pasted them). A line of another company answers exactly as a
 * number no one has.
 */
import type { AbroadAction, AbroadLine, AbroadRefusal, AbroadService } from '../../src/api/abroad/types';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import type { Db } from '../db/schema';
import { ABROAD_MESSAGES } from './messages';
import { refusalOf } from './rules';
import { linesAmong } from './store';

export function checkEntries(
  db: Db,
  corporateNcst: string,
  entries: readonly string[],
  service: AbroadService,
  action: AbroadAction,
): { allowed: AbroadLine[]; refused: AbroadRefusal[] } {
  const asked = entries.map((entry) => ({ entry, msisdn: normalizeMsisdn(entry) }));
  const numbers = asked.flatMap((a) => (a.msisdn ? [a.msisdn] : []));
  const lines = linesAmong(db, corporateNcst, [...new Set(numbers)]);
  const allowed: AbroadLine[] = [];
  const refused: AbroadRefusal[] = [];
  const seen = new Set<string>();
  for (const { entry, msisdn } of asked) {
    if (msisdn === null) {
      refused.push({ msisdn: entry, reason: ABROAD_MESSAGES.invalidNumber });
      continue;
    }
    if (seen.has(msisdn)) continue;
    seen.add(msisdn);
    const line = lines.get(msisdn);
    const reason = line ? refusalOf(line, service, action) : ABROAD_MESSAGES.notCompanyLine;
    if (line && reason === null) allowed.push(line);
    else refused.push({ msisdn, reason: reason ?? ABROAD_MESSAGES.notCompanyLine });
  }
  return { allowed, refused };
}
