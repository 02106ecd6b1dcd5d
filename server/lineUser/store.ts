/**
 * Reading and writing line users with SQL: the filters, the Turkish sort and the paging happen in
 * SQLite over indexed keys, so a page of a 100,000-line company costs milliseconds, not a sort.
 */
import {
  LINE_STATUS_LABELS,
  type LineUserFilter,
  type LineUserProduct,
  type LineUserSort,
  maskIdentityNumber,
  PRODUCT_TYPE_LABELS,
} from '../../src/api/lineUser/types';
import { compareTr } from '../../src/lib/format';
import type { Db } from '../db/schema';
import { isNumberQuery, partialDigits } from './numbers';
import { containsPattern, fold } from './text';

interface Row {
  msisdn: string;
  productType: LineUserProduct['productType'];
  tariffName: string;
  status: LineUserProduct['status'];
  roaming: number;
  userName: string;
  identityNumber: string;
  email: string;
  department: string;
  costCenter: string;
  invoiceNameVisible: number;
  pendingUserName: string | null;
  pendingEmail: string | null;
  pendingDepartment: string | null;
  pendingCostCenter: string | null;
  pendingEffectiveDate: string | null;
}

const COLUMNS = `lu.msisdn, l.product_type AS productType, l.tariff_name AS tariffName, l.status,
  l.roaming, lu.user_name AS userName, lu.identity_number AS identityNumber, lu.email,
  lu.department, lu.cost_center AS costCenter, lu.invoice_name_visible AS invoiceNameVisible,
  lu.pending_user_name AS pendingUserName, lu.pending_email AS pendingEmail,
  lu.pending_department AS pendingDepartment, lu.pending_cost_center AS pendingCostCenter,
  lu.pending_effective_date AS pendingEffectiveDate`;
const FROM = 'FROM line_users lu JOIN lines l ON l.msisdn = lu.msisdn';

export function toProduct(row: Row): LineUserProduct {
  return {
    productId: row.msisdn,
    msisdn: row.msisdn,
    productType: row.productType,
    tariffName: row.tariffName,
    status: row.status,
    roaming: row.roaming === 1,
    userName: row.userName,
    maskedIdentity: maskIdentityNumber(row.identityNumber),
    email: row.email,
    department: row.department,
    costCenter: row.costCenter,
    invoiceNameVisible: row.invoiceNameVisible === 1,
    pendingChange:
      row.pendingEffectiveDate === null
        ? null
        : {
            userName: row.pendingUserName ?? '',
            email: row.pendingEmail ?? '',
            department: row.pendingDepartment ?? '',
            costCenter: row.pendingCostCenter ?? '',
            effectiveDate: row.pendingEffectiveDate,
          },
  };
}

/** Which lines of a company: its filter, and in resolve mode exactly the given national numbers. */
export interface Selection {
  corporateNcst: string;
  filter?: LineUserFilter | undefined;
  msisdns?: readonly string[] | undefined;
}

interface Where {
  sql: string;
  params: unknown[];
}

function whereOf({ corporateNcst, filter = {}, msisdns }: Selection): Where {
  const parts = ['lu.corporate_ncst = ?'];
  const params: unknown[] = [corporateNcst];
  if (msisdns) {
    // One JSON parameter instead of 100,000 placeholders (SQLite allows 32,766).
    parts.push('lu.msisdn IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(msisdns));
  }
  const text = filter.text?.trim();
  if (text && isNumberQuery(text)) {
    parts.push("lu.msisdn LIKE ? ESCAPE '\\'");
    params.push(containsPattern(partialDigits(text)));
  } else if (text) {
    parts.push("lu.user_fold LIKE ? ESCAPE '\\'");
    params.push(containsPattern(fold(text)));
  }
  if (filter.userName?.trim()) {
    parts.push("lu.user_fold LIKE ? ESCAPE '\\'");
    params.push(containsPattern(fold(filter.userName.trim())));
  }
  const exact: [string, unknown][] = [
    ['l.product_type', filter.productType],
    ['l.tariff_name', filter.tariffName?.trim()],
    ['l.status', filter.status],
    ['l.roaming', filter.roaming === undefined ? undefined : filter.roaming ? 1 : 0],
  ];
  for (const [column, value] of exact) {
    if (value === undefined || value === '') continue;
    parts.push(`${column} = ?`);
    params.push(value);
  }
  return { sql: parts.join(' AND '), params };
}

/** A CASE giving each value its place in Turkish order of `label(value)`: for short value lists. */
function rankCase(column: string, values: readonly string[], label: (value: string) => string): Where {
  const ordered = [...values].sort((a, b) => compareTr(label(a), label(b)));
  if (ordered.length === 0) return { sql: '0', params: [] };
  return {
    sql: `CASE ${column} ${ordered.map((_, i) => `WHEN ? THEN ${i}`).join(' ')} ELSE ${ordered.length} END`,
    params: ordered,
  };
}

function orderOf(db: Db, corporateNcst: string, sort: LineUserSort | undefined): Where {
  const dir = sort?.direction === 'desc' ? 'DESC' : 'ASC';
  const then = (key: Where): Where => ({ sql: `${key.sql} ${dir}, lu.msisdn ASC`, params: key.params });
  switch (sort?.field) {
    case 'userName':
      return then({ sql: 'lu.user_sort', params: [] });
    case 'department':
      return then({ sql: 'lu.department_sort', params: [] });
    case 'costCenter':
      return then({ sql: 'lu.cost_center_sort', params: [] });
    case 'tariffName':
      return then(rankCase('l.tariff_name', companyTariffs(db, corporateNcst), (t) => t));
    case 'status':
      return then(rankCase('l.status', ['ACTIVE', 'SUSPENDED'], (s) => LINE_STATUS_LABELS[s as 'ACTIVE']));
    case 'productType':
      return then(
        rankCase('l.product_type', ['VOICE', 'DATA', 'M2M'], (p) => PRODUCT_TYPE_LABELS[p as 'M2M']),
      );
    default:
      return { sql: `lu.msisdn ${dir}`, params: [] };
  }
}

export function companyTariffs(db: Db, corporateNcst: string): string[] {
  const rows = db
    .prepare('SELECT DISTINCT tariff_name AS t FROM lines WHERE corporate_ncst = ?')
    .all(corporateNcst) as { t: string }[];
  return rows.map((r) => r.t).sort(compareTr);
}

export function countLines(db: Db, selection: Selection): number {
  const where = whereOf(selection);
  const row = db.prepare(`SELECT COUNT(*) AS n ${FROM} WHERE ${where.sql}`).get(...where.params) as {
    n: number;
  };
  return row.n;
}

/** One page (or, without a limit, every matching line: the export) in the asked order. */
export function listLines(
  db: Db,
  selection: Selection,
  sort: LineUserSort | undefined,
  page?: { offset: number; limit: number },
): LineUserProduct[] {
  const where = whereOf(selection);
  const order = orderOf(db, selection.corporateNcst, sort);
  const paging = page ? ' LIMIT ? OFFSET ?' : '';
  const rows = db
    .prepare(`SELECT ${COLUMNS} ${FROM} WHERE ${where.sql} ORDER BY ${order.sql}${paging}`)
    .all(...where.params, ...order.params, ...(page ? [page.limit, page.offset] : [])) as Row[];
  return rows.map(toProduct);
}

export function findLine(db: Db, corporateNcst: string, msisdn: string): LineUserProduct | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} ${FROM} WHERE lu.corporate_ncst = ? AND lu.msisdn = ?`)
    .get(corporateNcst, msisdn) as Row | undefined;
  return row && toProduct(row);
}

/** The company's numbers among `msisdns` (resolve mode's known set). */
export function companyNumbersAmong(db: Db, corporateNcst: string, msisdns: readonly string[]): Set<string> {
  const rows = db
    .prepare(
      'SELECT msisdn FROM line_users WHERE corporate_ncst = ? AND msisdn IN (SELECT value FROM json_each(?))',
    )
    .all(corporateNcst, JSON.stringify(msisdns)) as { msisdn: string }[];
  return new Set(rows.map((r) => r.msisdn));
}

export function identityOf(db: Db, msisdn: string): string | undefined {
  const row = db.prepare('SELECT identity_number AS id FROM line_users WHERE msisdn = ?').get(msisdn) as
    | { id: string }
    | undefined;
  return row?.id;
}

export function visibilityCounts(db: Db, corporateNcst: string) {
  const row = db
    .prepare(
      `SELECT COALESCE(SUM(invoice_name_visible), 0) AS visible, COUNT(*) AS total
       FROM line_users WHERE corporate_ncst = ?`,
    )
    .get(corporateNcst) as { visible: number; total: number };
  return { visibleCount: row.visible, hiddenCount: row.total - row.visible };
}

/** Sets invoice name visibility on every selected line; answers how many lines were selected. */
export function setVisibility(db: Db, selection: Selection, visible: boolean, now: number): number {
  const where = whereOf(selection);
  const result = db
    .prepare(
      `UPDATE line_users SET invoice_name_visible = ?, updated_at = ?
       WHERE msisdn IN (SELECT lu.msisdn ${FROM} WHERE ${where.sql})`,
    )
    .run(visible ? 1 : 0, now, ...where.params);
  return result.changes;
}
