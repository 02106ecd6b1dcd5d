/** What the dashboard's close-to-end package card counts, from the packages on the lines. */
import { CLOSE_TO_END_DAYS } from '../../src/api/additionalPackage/types';
import type { Db } from '../db/schema';
import { dayOf, isoDay } from '../db/seedDay';
import { settleDecisions } from './approval';
import { linesEndingWithin } from './store';

/**
 * Lines with a package whose last day is within the coming week (today included): the same
 * lines the active-packages list shows with `endingWithinDays: 7`.
 */
export function closeToEndPackageLines(db: Db, corporateNcst: string, now: number): number {
  settleDecisions(db, corporateNcst, now);
  return linesEndingWithin(db, corporateNcst, isoDay(dayOf(now)), CLOSE_TO_END_DAYS);
}
