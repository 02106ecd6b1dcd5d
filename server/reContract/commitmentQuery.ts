/**
 * The commitment rule of commitment.ts (commitmentLines + commitmentState) as one SQL query, so
 * the re-contract list filters, counts, sorts and pages in SQLite and the dashboard's contract
 * cards are one COUNT: reading and stating every line of a 10,000-line company in JS took about
 * a second per call under load (issue 42). listAnswers.test.ts holds both to the JS rule's answer.
 */
import type { CommitmentStatus, ProductListQuery } from '../../src/api/reContract/types';
import type { Db } from '../db/schema';
import { DAY_MS, dayOf, isoDay } from '../db/seedDay';
import { lineTextCondition } from '../lineFilter';
import {
  CLOSE_TO_END_DAYS,
  type CommitmentLine,
  FIRST_COMMITMENT_MONTHS,
  LINE_COLUMNS,
  OPEN_ORDER_SQL,
} from './commitment';

// SQLite's date(…, '+N months') overflows a short month as JS's setUTCMonth does (29 Feb → 1 Mar).
const FIRST_END = `date(l.activation_date, '+${FIRST_COMMITMENT_MONTHS} months')`;

/**
 * Every line of the company `@ncst` with `commitmentEnd` (as commitmentLines gives it),
 * `commitmentStatus` and `refusal` (as commitmentState gives them; null when it can be renewed),
 * for `@today` and the window's last day `@window`.
 */
const STATED = `WITH lined AS (
    SELECT ${LINE_COLUMNS}, ${OPEN_ORDER_SQL} AS openOrder,
      COALESCE(c.ends_on, CASE WHEN ${FIRST_END} < @today THEN ${FIRST_END} END) AS commitmentEnd
    FROM lines l LEFT JOIN line_commitments c ON c.msisdn = l.msisdn
    WHERE l.corporate_ncst = @ncst),
  dated AS (
    SELECT *, CASE WHEN commitmentEnd IS NULL OR commitmentEnd < @today THEN 'ENDED'
      WHEN commitmentEnd <= @window THEN 'ENDING' ELSE 'COMMITTED' END AS commitmentStatus
    FROM lined),
  stated AS (
    SELECT *, CASE WHEN status = 'SUSPENDED' THEN 'SUSPENDED'
      WHEN openOrder IS NOT NULL THEN 'IN_OTHER_ORDER'
      WHEN commitmentStatus = 'COMMITTED' THEN 'UNDER_COMMITMENT' END AS refusal
    FROM dated)`;

function days(now: number) {
  const today = dayOf(now);
  return { today: isoDay(today), window: isoDay(today + CLOSE_TO_END_DAYS * DAY_MS) };
}

/** The dashboard's two contract cards: renewable lines whose commitment has ended, or ends soon. */
export function commitmentCounts(db: Db, corporateNcst: string, now: number) {
  const row = db
    .prepare(
      `${STATED} SELECT COALESCE(SUM(commitmentStatus = 'ENDED'), 0) AS ended,
         COALESCE(SUM(commitmentStatus = 'ENDING'), 0) AS ending
       FROM stated WHERE refusal IS NULL`,
    )
    .get({ ncst: corporateNcst, ...days(now) }) as { ended: number; ending: number };
  return row;
}

export interface ListQuery {
  productType?: ProductListQuery['productType'];
  text?: string;
  canContract?: boolean;
  commitmentStatus?: CommitmentStatus;
  sortField: 'msisdn' | 'userName' | 'tariffName' | 'commitmentEnd';
  descending: boolean;
  offset: number;
  limit: number;
}

const collator = new Intl.Collator('tr-TR');

/** The list's page under the query, and how many lines match it in all. */
export function commitmentPage(db: Db, corporateNcst: string, now: number, q: ListQuery) {
  const where: string[] = [];
  const bound: Record<string, unknown> = { ncst: corporateNcst, ...days(now) };
  if (q.productType) {
    where.push('productType = @productType');
    bound.productType = q.productType;
  }
  if (q.canContract !== undefined) where.push(q.canContract ? 'refusal IS NULL' : 'refusal IS NOT NULL');
  if (q.commitmentStatus !== undefined) {
    where.push('commitmentStatus = @commitmentStatus');
    bound.commitmentStatus = q.commitmentStatus;
  }
  const text = lineTextCondition(db, { msisdn: 'msisdn', userName: 'userName' }, q.text);
  if (text) {
    where.push(text.sql);
    bound.lineText = text.text;
  }
  const sql = `${STATED} SELECT * FROM stated ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM (${sql})`).get(bound) as { total: number };
  const dir = q.descending ? 'DESC' : 'ASC';
  let lines: CommitmentLine[];
  if (q.sortField === 'msisdn' || q.sortField === 'commitmentEnd') {
    // Numbers and ISO days order the same by bytes as by the Turkish collator; a line without a
    // commitment end sorts as the earliest (it has been out of contract longest).
    lines = db
      .prepare(
        `${sql} ORDER BY COALESCE(${q.sortField}, '') ${dir}, msisdn ${dir} LIMIT @limit OFFSET @offset`,
      )
      .all({ ...bound, limit: q.limit, offset: q.offset }) as CommitmentLine[];
  } else {
    // SQLite has no Turkish collation: names and tariffs sort in JS, as the list always did.
    const field = q.sortField;
    const all = db.prepare(sql).all(bound) as CommitmentLine[];
    all.sort((a, b) => collator.compare(a[field], b[field]) || a.msisdn.localeCompare(b.msisdn));
    if (q.descending) all.reverse();
    lines = all.slice(q.offset, q.offset + q.limit);
  }
  return { total, lines };
}
