/**
 * Reading the audit trail, always scoped by the company, so a handler that passes the session's
 * company never reads another's entries. Filtered, counted and paged in SQL (a trail only grows);
 * names are compared folded (server/text/fold.ts), so "ozturk" finds "Öztürk".
 */
import type {
  AuditEntry,
  AuditEntrySummary,
  AuditFilter,
  AuditObject,
  AuditOperationOption,
  AuditResult,
} from '../../src/api/auditTrail/types';
import type { Db } from '../db/schema';
import { DAY_MS, TURKEY_OFFSET_MS } from '../db/seedDay';
import { fold } from '../text/fold';
import { featureTitle, rowTitle } from './operations';
import { AUDIT_TABLE } from './schema';

/** The list shows this many objects per entry; the detail shows them all. */
export const SUMMARY_OBJECTS = 5;

interface EntryRow {
  id: number;
  at: number;
  userId: number | null;
  personName: string;
  managerId: number | null;
  managerName: string | null;
  corporateNcst: string | null;
  companyName: string | null;
  feature: string;
  operation: string;
  operationTitle: string;
  method: string;
  path: string;
  httpStatus: number;
  result: AuditResult;
  errorCode: string | null;
  errorMessage: string | null;
  objects: string;
  objectCount: number;
  channelType: string | null;
  appChannel: string | null;
  appChannelType: string | null;
  screenName: string | null;
}

const COLUMNS = `e.id, e.at, e.user_id AS userId, e.person_name AS personName, e.manager_id AS managerId,
  e.manager_name AS managerName, e.corporate_ncst AS corporateNcst, c.name AS companyName, e.feature,
  e.operation, e.operation_title AS operationTitle, e.method, e.path, e.http_status AS httpStatus,
  e.result, e.error_code AS errorCode, e.error_message AS errorMessage, e.objects,
  e.object_count AS objectCount, e.channel_type AS channelType, e.app_channel AS appChannel,
  e.app_channel_type AS appChannelType, e.screen_name AS screenName`;

const WHERE = `e.corporate_ncst = @company
  AND (@operation IS NULL OR e.operation = @operation)
  AND (@result IS NULL OR e.result = @result)
  AND (@fromMs IS NULL OR e.at >= @fromMs)
  AND (@toMs IS NULL OR e.at < @toMs)
  AND (@msisdn IS NULL OR instr(e.lines, @msisdn) > 0)
  AND (@person IS NULL OR instr(audit_fold(e.person_name || ' ' || coalesce(e.manager_name, '')), @person) > 0)
  AND (@text IS NULL OR instr(audit_fold(e.person_name || ' ' || coalesce(e.manager_name, '') || ' '
    || e.operation_title) || e.lines, @text) > 0)`;

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

function prepare(db: Db) {
  db.function('audit_fold', { deterministic: true }, (text: unknown) => fold(String(text ?? '')));
  return {
    page: db.prepare(
      `SELECT ${COLUMNS} FROM ${AUDIT_TABLE} e LEFT JOIN companies c ON c.corporate_ncst = e.corporate_ncst
       WHERE ${WHERE} ORDER BY e.id DESC LIMIT @limit OFFSET @offset`,
    ),
    count: db.prepare(`SELECT count(*) AS total FROM ${AUDIT_TABLE} e WHERE ${WHERE}`),
    all: db.prepare(
      `SELECT ${COLUMNS} FROM ${AUDIT_TABLE} e LEFT JOIN companies c ON c.corporate_ncst = e.corporate_ncst
       WHERE ${WHERE} ORDER BY e.id DESC LIMIT @limit`,
    ),
    one: db.prepare(
      `SELECT ${COLUMNS} FROM ${AUDIT_TABLE} e LEFT JOIN companies c ON c.corporate_ncst = e.corporate_ncst
       WHERE e.id = ? AND e.corporate_ncst = ?`,
    ),
    operations: db.prepare(
      `SELECT operation AS name, max(operation_title) AS title FROM ${AUDIT_TABLE}
       WHERE corporate_ncst = ? GROUP BY operation`,
    ),
  };
}

const statements = (db: Db) => {
  let found = prepared.get(db);
  if (!found) {
    found = prepare(db);
    prepared.set(db, found);
  }
  return found;
};

/** A yyyy-MM-dd date's first instant in Turkey. */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - TURKEY_OFFSET_MS;

/** The SQL parameters of a filter (already checked by the row's schema and the handler). */
function parameters(company: string, filter: Omit<AuditFilter, 'msisdn'> & { msisdn?: string }) {
  return {
    company,
    operation: filter.operation ?? null,
    result: filter.result ?? null,
    fromMs: filter.from ? dayStart(filter.from) : null,
    toMs: filter.to ? dayStart(filter.to) + DAY_MS : null,
    msisdn: filter.msisdn ?? null,
    person: filter.person ? fold(filter.person) : null,
    text: filter.text ? fold(filter.text) : null,
  };
}

const optionalOf = <T>(value: T | null): T | undefined => (value === null ? undefined : value);

function summaryOf(row: EntryRow): AuditEntrySummary {
  const objects = JSON.parse(row.objects) as AuditObject[];
  return {
    entryId: String(row.id),
    at: new Date(row.at).toISOString(),
    personName: row.personName,
    ...(row.managerName ? { managerName: row.managerName } : {}),
    operation: row.operation,
    operationTitle: row.operationTitle,
    result: row.result,
    ...(row.errorCode !== null ? { errorCode: row.errorCode } : {}),
    ...(row.errorMessage !== null ? { errorMessage: row.errorMessage } : {}),
    objects: objects.slice(0, SUMMARY_OBJECTS),
    objectCount: row.objectCount,
  };
}

function entryOf(row: EntryRow): AuditEntry {
  const channel = {
    channelType: optionalOf(row.channelType),
    appChannel: optionalOf(row.appChannel),
    appChannelType: optionalOf(row.appChannelType),
    screenName: optionalOf(row.screenName),
  };
  return {
    ...summaryOf(row),
    objects: JSON.parse(row.objects) as AuditObject[],
    ...(row.userId !== null ? { personId: row.userId } : {}),
    ...(row.managerId !== null ? { managerId: row.managerId } : {}),
    ...(row.corporateNcst !== null ? { corporateNcst: row.corporateNcst } : {}),
    ...(row.companyName !== null ? { companyName: row.companyName } : {}),
    featureTitle: featureTitle(row.feature),
    method: row.method,
    path: row.path,
    httpStatus: row.httpStatus,
    channel: Object.fromEntries(Object.entries(channel).filter(([, value]) => value !== undefined)),
  };
}

export type StoreFilter = Parameters<typeof parameters>[1];

export function auditPage(db: Db, company: string, filter: StoreFilter, offset: number, limit: number) {
  const s = statements(db);
  const params = parameters(company, filter);
  const rows = s.page.all({ ...params, limit, offset }) as EntryRow[];
  const { total } = s.count.get(params) as { total: number };
  return { total, items: rows.map(summaryOf) };
}

/** The operations the company's trail holds, by their Turkish titles. */
export function auditOperations(db: Db, company: string): AuditOperationOption[] {
  return (statements(db).operations.all(company) as AuditOperationOption[])
    .map((option) => ({ ...option, title: rowTitle(option.name) ?? option.title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'tr'));
}

/** Every matching entry in full, newest first (the export), at most `limit`. */
export function auditEntries(db: Db, company: string, filter: StoreFilter, limit: number): AuditEntry[] {
  return (statements(db).all.all({ ...parameters(company, filter), limit }) as EntryRow[]).map(entryOf);
}

export function auditEntry(db: Db, company: string, entryId: string): AuditEntry | undefined {
  if (!/^\d{1,15}$/.test(entryId)) return undefined;
  const row = statements(db).one.get(Number(entryId), company) as EntryRow | undefined;
  return row ? entryOf(row) : undefined;
}
