/**
 * The objects a call touched, found generically in its path params, body and answer by the
 * names the catalogue uses for them (msisdn, msisdnList, lines, orderId, orderNo, contractNumber,
 * documentId, jobId …), so a row added later is recorded with its objects without a line here.
 */
import type { AuditObject, AuditObjectKind } from '../../src/api/auditTrail/types';
import { numberingOf } from '../../src/api/ledger';
import { companyPersons } from '../db/persons';
import type { Db } from '../db/schema';

/** Field name → the kind of object its value names (a Map: a body's "constructor" is no field here). */
const KINDS: ReadonlyMap<string, AuditObjectKind> = new Map(
  Object.entries({
    msisdn: 'LINE',
    msisdns: 'LINE',
    msisdnList: 'LINE',
    lines: 'LINE',
    gsmList: 'LINE',
    orderId: 'ORDER',
    orderNo: 'ORDER',
    contractId: 'CONTRACT',
    contractNumber: 'CONTRACT',
    documentId: 'DOCUMENT',
    jobId: 'JOB',
    workflowInstanceId: 'JOB',
  } satisfies Record<string, AuditObjectKind>),
);

/** A bulk change may name thousands of lines: the entry keeps this many, and their count. */
export const MAX_OBJECTS = 1000;
/** Bounds the walk over a large body or answer; the recorder runs on every write. */
const MAX_NODES = 50_000;
const MAX_DEPTH = 6;

/** A line number written any way (0 or 90 in front, spaces), as 10 digits; else undefined. */
export function lineNumber(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const digits = String(value).replace(/\D/g, '');
  const national = digits.replace(/^(90|0)(?=5\d{9}$)/, '');
  return /^5\d{9}$/.test(national) ? national : undefined;
}

const idOf = (value: unknown): string | undefined =>
  (typeof value === 'string' && value.trim() !== '' && value.length <= 64) ||
  (typeof value === 'number' && Number.isFinite(value))
    ? String(value).trim()
    : undefined;

export interface FoundObjects {
  /** The first MAX_OBJECTS, in the order met. */
  objects: AuditObject[];
  /** Distinct objects found (may exceed what is kept). */
  count: number;
  /** The distinct line numbers among them. */
  lines: string[];
}

/**
 * Rows that change a person of the company (their rights), and the body field naming that person.
 * A person is found by name only where a row says so: a `userId` elsewhere names the caller
 * (a manager's sign-in on a person's behalf) or nobody in particular.
 */
const AFFECTED_PERSON_FIELDS: Readonly<Record<string, string>> = {
  authorizedUserPermissionChange: 'userId',
};

/**
 * The person a call changed, with the name the company knows them by at the time of the call
 * (stored with the entry, so a later rename never rewrites it). Only the company's own persons:
 * an id from elsewhere names nobody here.
 */
export function affectedPerson(
  db: Db,
  rowName: string,
  body: unknown,
  corporateNcst: string,
): AuditObject | undefined {
  const field = AFFECTED_PERSON_FIELDS[rowName];
  if (!field || typeof body !== 'object' || body === null) return undefined;
  const id = Number((body as Record<string, unknown>)[field]);
  if (!Number.isSafeInteger(id)) return undefined;
  const person = companyPersons(db, corporateNcst).find((p) => p.id === id);
  return person ? { kind: 'PERSON', id: String(person.id), name: person.fullName } : undefined;
}

/** The file name that travels beside a document's id (an upload's answer), if any. */
const fileNameOf = (holder: object): string | undefined => {
  const name = (holder as { fileName?: unknown }).fileName;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 120) : undefined;
};

/** The objects named in the sources; `leading` ones (already resolved, e.g. a person) come first. */
export function findObjects(sources: readonly unknown[], leading: readonly AuditObject[] = []): FoundObjects {
  const seen = new Set<string>(leading.map((o) => `${o.kind}:${o.id}`));
  const objects: AuditObject[] = [...leading];
  const lines: string[] = [];
  let nodes = 0;

  const add = (kind: AuditObjectKind, id: string | undefined, name?: string) => {
    if (id === undefined) return;
    const key = `${kind}:${id}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (objects.length < MAX_OBJECTS) objects.push(name ? { kind, id, name } : { kind, id });
    if (kind === 'LINE' && lines.length < MAX_OBJECTS) lines.push(id);
  };

  const named = (kind: AuditObjectKind, value: unknown, depth: number, name?: string) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        if (++nodes > MAX_NODES) return;
        // A list of objects (lines: [{ msisdn, … }]) is walked for its own names.
        if (typeof item === 'object' && item !== null) walk(item, depth + 1);
        else named(kind, item, depth);
      }
      return;
    }
    if (typeof value === 'object' && value !== null) return walk(value, depth + 1);
    const id = kind === 'LINE' ? lineNumber(value) : idOf(value);
    // An approval's workflow id is its operation's ledger number: the object is that order or request.
    add(kind === 'JOB' && id !== undefined && numberingOf(id) ? 'ORDER' : kind, id, name);
  };

  function walk(value: unknown, depth: number): void {
    if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (++nodes > MAX_NODES) return;
        walk(item, depth + 1);
      }
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (++nodes > MAX_NODES) return;
      const kind = KINDS.get(key);
      // An uploaded document's id is a random code: its file name beside it is what a person knows.
      if (kind) named(kind, inner, depth, kind === 'DOCUMENT' ? fileNameOf(value) : undefined);
      else if (typeof inner === 'object' && inner !== null) walk(inner, depth + 1);
    }
  }

  for (const source of sources) walk(source, 0);
  return { objects, count: seen.size, lines };
}
