/**
 * The selection check: the chosen entries sorted into lines that can be closed (each once, in
 * the order asked, with its commitment) and every other entry with its reason, in the order
 * asked. A line of another company answers exactly as a number no one has. Checked again when
 * the deactivation is applied (a line may have changed in between).
 */
import type { DeactivationRefusal } from '../../src/api/lineDeactivation/types';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import type { Db } from '../db/schema';
import { DEACTIVATION_MESSAGES } from './messages';
import { codeNumbers, companyLineCount, linesAmong, type PricedLine } from './store';

/**
 * Lines with a number-porting application running: numbers ending in 44, a stable rule over the
 * number (as the dashboard's figures use), so a test and a demo can name them.
 */
export const isPorting = (msisdn: string) => msisdn.endsWith('44');

export function checkEntries(
  db: Db,
  corporateNcst: string,
  entries: readonly string[],
  today: number,
): { allowed: PricedLine[]; refused: DeactivationRefusal[] } {
  const asked = entries.map((entry) => ({ entry, msisdn: normalizeMsisdn(entry) }));
  const numbers = asked.flatMap((a) => (a.msisdn ? [a.msisdn] : []));
  const lines = linesAmong(db, corporateNcst, [...new Set(numbers)], today);
  const codeLines = codeNumbers(db);
  let remaining = companyLineCount(db, corporateNcst);
  const allowed: PricedLine[] = [];
  const refused: DeactivationRefusal[] = [];
  const seen = new Set<string>();
  for (const { entry, msisdn } of asked) {
    if (msisdn === null) {
      refused.push({ msisdn: entry, reason: DEACTIVATION_MESSAGES.invalidNumber });
      continue;
    }
    if (seen.has(msisdn)) continue;
    seen.add(msisdn);
    const line = lines.get(msisdn);
    let reason: string | null = null;
    if (!line) reason = DEACTIVATION_MESSAGES.notCompanyLine;
    else if (codeLines.has(msisdn)) reason = DEACTIVATION_MESSAGES.codeLine;
    else if (isPorting(msisdn)) reason = DEACTIVATION_MESSAGES.porting;
    else if (remaining <= 1) reason = DEACTIVATION_MESSAGES.lastLine;
    if (line && reason === null) {
      allowed.push(line);
      remaining -= 1;
    } else refused.push({ msisdn, reason: reason ?? DEACTIVATION_MESSAGES.notCompanyLine });
  }
  return { allowed, refused };
}
