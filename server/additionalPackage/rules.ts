/**
 * Which of the asked lines can take a package, each refusal with its Turkish reason: a number
 * that is no line of the company, a suspended line, a line type the package does not fit, the
 * same package already running, a package abroad on a line without usage abroad.
 */
import type { PackageRefusal, QuotedLine } from '../../src/api/additionalPackage/types';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import type { Db } from '../db/schema';
import { DAY_MS, isoDay } from '../db/seedDay';
import type { CatalogueEntry } from './catalogue';
import { PACKAGE_MESSAGES as M, TYPE_DATIVE } from './messages';
import { activePackages, companyLines } from './store';

export interface LineCheck {
  allowed: QuotedLine[];
  refused: PackageRefusal[];
}

/** "2026-12-01" → "01.12.2026", without a time zone's help. */
export const trDay = (iso: string) => iso.split('-').reverse().join('.');

/** The package's last day when it starts on `today` (yyyy-MM-dd). */
export const endsOnFrom = (today: string, validityDays: number) =>
  isoDay(Date.parse(today) + (validityDays - 1) * DAY_MS);

export function checkLines(
  db: Db,
  corporateNcst: string,
  offer: CatalogueEntry,
  asked: readonly string[],
  today: string,
): LineCheck {
  const lines = new Map(companyLines(db, corporateNcst).map((l) => [l.msisdn, l]));
  const running = new Map(
    activePackages(db, corporateNcst, today)
      .filter((p) => p.offerId === offer.offerId)
      .map((p) => [p.msisdn, p.endsOn]),
  );
  const endsOn = endsOnFrom(today, offer.validityDays);
  const seen = new Set<string>();
  const result: LineCheck = { allowed: [], refused: [] };
  for (const entry of asked) {
    const msisdn = normalizeMsisdn(entry);
    if (!msisdn) {
      result.refused.push({ msisdn: entry, reason: M.notNumber });
      continue;
    }
    // The same number twice is one line: the second mention adds nothing.
    if (seen.has(msisdn)) continue;
    seen.add(msisdn);
    const line = lines.get(msisdn);
    const reason = !line
      ? M.notCompanyLine
      : line.status === 'SUSPENDED'
        ? M.suspended
        : !offer.productTypes.includes(line.productType)
          ? M.wrongType(offer.name, TYPE_DATIVE[line.productType] ?? line.productType)
          : running.has(msisdn)
            ? M.alreadyActive(trDay(running.get(msisdn) ?? ''))
            : offer.kind === 'ABROAD' && !line.roaming
              ? M.noRoaming
              : undefined;
    if (reason || !line) result.refused.push({ msisdn, reason: reason ?? M.notCompanyLine });
    else result.allowed.push({ msisdn, productType: line.productType, userName: line.userName, endsOn });
  }
  return result;
}
