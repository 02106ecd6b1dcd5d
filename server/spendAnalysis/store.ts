/**
 * The analysis's reads over the core's kept figures (server/db/spendFigures.ts): the sums per
 * split and period, and each line's usage and charge over the last twelve periods, paged, sorted
 * and searched here as the line users' list is. The cost centre is the line user's
 * (`line_users.cost_center`, edited on its page and imported by sheet): read as it is today for
 * every period, since a cost centre has no history.
 */

import { INVOICE_MONTHS } from '../../src/api/invoices/types';
import type {
  SpendGroup,
  SpendLine,
  SpendLineFilter,
  SpendLineSort,
  SpendSplit,
  SpendSummary,
} from '../../src/api/spendAnalysis/types';
import { productTypeWord } from '../../src/lib/productTypes';
import type { Db } from '../db/schema';
import { invoicedPeriods, readSpendSums } from '../db/spendFigures';
import { fold } from '../text/fold';
import { containsPattern, isNumberQuery, partialDigits } from '../text/numbers';

/** The name an empty cost centre is listed under. */
export const NO_COST_CENTER = 'Masraf merkezi girilmemiş';

export function spendSummary(db: Db, corporateNcst: string, split: SpendSplit): SpendSummary {
  const periods = invoicedPeriods(db, corporateNcst, INVOICE_MONTHS);
  const index = new Map(periods.map((p, i) => [p, i]));
  const accounts =
    split === 'ACCOUNT'
      ? new Map(
          (
            db
              .prepare('SELECT ktf_no AS key, name FROM invoice_accounts WHERE corporate_ncst = ?')
              .all(corporateNcst) as { key: string; name: string }[]
          ).map((a) => [a.key, a.name]),
        )
      : undefined;
  const groups = new Map<string, SpendGroup>();
  for (const row of readSpendSums(db, corporateNcst, split, periods[0] ?? '')) {
    const at = index.get(row.period);
    if (at === undefined) continue;
    let group = groups.get(row.key);
    if (!group) {
      const label = labelOf(split, row.key, accounts?.get(row.key) ?? '');
      group = { key: row.key, label, amountsKurus: periods.map(() => 0), totalKurus: 0 };
      groups.set(row.key, group);
    }
    group.amountsKurus[at] = (group.amountsKurus[at] ?? 0) + row.kurus;
    group.totalKurus += row.kurus;
  }
  const sorted = [...groups.values()].sort(
    (a, b) => b.totalKurus - a.totalKurus || a.key.localeCompare(b.key),
  );
  return {
    split,
    periods,
    groups: sorted,
    totalsKurus: periods.map((_, i) => sorted.reduce((sum, g) => sum + (g.amountsKurus[i] ?? 0), 0)),
  };
}

function labelOf(split: SpendSplit, key: string, accountName: string): string {
  if (split === 'PRODUCT_TYPE') return productTypeWord(key);
  if (split === 'ACCOUNT') return `${accountName} (${key})`;
  return key === '' ? NO_COST_CENTER : key;
}

const LINE_COLUMNS = `l.msisdn, l.line_user AS userName, l.product_type AS productType,
  COALESCE(lu.cost_center, '') AS costCenter, s.account_name AS accountName,
  s.voice_minutes AS voiceMinutes, s.sms_count AS smsCount, s.data_mb AS dataMb,
  s.charge_kurus AS chargeKurus`;
/** Every open line has its kept row (a trigger writes one for a line added later). */
const LINES_FROM = `FROM line_spend s JOIN lines l ON l.msisdn = s.msisdn
  LEFT JOIN line_users lu ON lu.msisdn = s.msisdn`;

/**
 * Each sort's order. The kept figures and the number are read in index order (ties by number in
 * the same direction, so one index serves both); names by their Turkish sort keys.
 */
const ORDER: Record<SpendLineSort['field'], string> = {
  msisdn: 's.msisdn $dir',
  chargeKurus: 's.charge_kurus $dir, s.msisdn $dir',
  voiceMinutes: 's.voice_minutes $dir, s.msisdn $dir',
  smsCount: 's.sms_count $dir, s.msisdn $dir',
  dataMb: 's.data_mb $dir, s.msisdn $dir',
  userName: 'lu.user_sort $dir, s.msisdn',
  costCenter: 'lu.cost_center_sort $dir, s.msisdn',
  accountName: 's.account_name $dir, s.msisdn',
  // Ses, Veri, M2M in Turkish order of their words.
  productType: "CASE l.product_type WHEN 'M2M' THEN 0 WHEN 'VOICE' THEN 1 ELSE 2 END $dir, s.msisdn",
};

/** Without a sort: dearest first, as the table opens. */
const DEFAULT_SORT: SpendLineSort = { field: 'chargeKurus', direction: 'desc' };

function whereOf(corporateNcst: string, filter: SpendLineFilter | undefined) {
  const parts = ['s.corporate_ncst = ?'];
  const params: unknown[] = [corporateNcst];
  const text = filter?.text?.trim();
  if (text && isNumberQuery(text)) {
    parts.push("s.msisdn LIKE ? ESCAPE '\\'");
    params.push(containsPattern(partialDigits(text)));
  } else if (text) {
    const pattern = containsPattern(fold(text));
    parts.push("(lu.user_fold LIKE ? ESCAPE '\\' OR s.cost_center_fold LIKE ? ESCAPE '\\')");
    params.push(pattern, pattern);
  }
  return { sql: parts.join(' AND '), params };
}

export interface SpendLinePage {
  offset: number;
  limit: number;
  sort?: SpendLineSort | undefined;
  filter?: SpendLineFilter | undefined;
}

/**
 * A page of the company's open lines with their usage and charge over the last twelve periods
 * and how many match; without `page.limit` every matching line (the export).
 */
export function spendLines(db: Db, corporateNcst: string, months: number, page?: SpendLinePage) {
  const periods = invoicedPeriods(db, corporateNcst, months);
  const where = whereOf(corporateNcst, page?.filter);
  const sort = page?.sort ?? DEFAULT_SORT;
  const order = ORDER[sort.field].replaceAll('$dir', sort.direction === 'desc' ? 'DESC' : 'ASC');
  const paging = page ? ' LIMIT ? OFFSET ?' : '';
  const items = db
    .prepare(`SELECT ${LINE_COLUMNS} ${LINES_FROM} WHERE ${where.sql} ORDER BY ${order}${paging}`)
    .all(...where.params, ...(page ? [page.limit, page.offset] : [])) as SpendLine[];
  // Unfiltered, the count is the company's open lines, each of which has its kept row.
  const count = page?.filter?.text?.trim()
    ? db.prepare(`SELECT COUNT(*) AS n ${LINES_FROM} WHERE ${where.sql}`).get(...where.params)
    : db.prepare('SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ?').get(corporateNcst);
  const total = page ? (count as { n: number }).n : items.length;
  return { periods, items, total };
}
