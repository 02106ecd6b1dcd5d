/**
 * The audit tests' world: a sandbox client, a call helper that sends spec §7's channel headers
 * as the portal does, the conformance kit the features' inputs are written with, and readers of
 * the raw table.
 */
import * as v from 'valibot';
import type { Envelope, OtpChallenge } from '../../src/api/types';
import type { AppOptions } from '../app';
import type { ConformanceKit, ConformanceRequest } from '../conformanceKit';
import { endpointsByName } from '../contract';
import { DEFAULT_LIMITS } from '../limits';
import { sandboxClient, USERS } from '../test-support';
import { sendRow } from '../testRowSession';
import { AUDIT_TABLE } from './schema';

/** What the portal's HTTP helper sends with every call (spec §7). */
export const PORTAL_HEADERS = {
  'Channel-Type': 'SIRKETIM_WEB',
  'App-Channel': 'SIRKETIM',
  'App-Channel-Type': 'WEB',
};

export interface RawEntry {
  id: number;
  user_id: number | null;
  person_name: string;
  manager_name: string | null;
  corporate_ncst: string | null;
  operation: string;
  operation_title: string;
  result: 'SUCCESS' | 'ERROR';
  error_code: string | null;
  error_message: string | null;
  http_status: number;
  objects: string;
  lines: string;
  channel_type: string | null;
  app_channel: string | null;
  app_channel_type: string | null;
}

export async function auditWorld(options: AppOptions = {}) {
  // Every write row is called here, many of them confirmed by SMS, by one person within
  // minutes: the per-person SMS cap (proven in server/limits.test.ts) is lifted for this world.
  const client = sandboxClient({
    idleTimeoutSeconds: 100_000,
    limits: { ...DEFAULT_LIMITS, smsPerPerson: 1_000 },
    ...options,
  });
  const [userName, password] = USERS.fast;
  const token = (await client.login(userName, password)).pageToken;
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(userName) as { msisdn: string }
  ).msisdn;

  async function send(name: string, req: ConformanceRequest = {}, headers: Record<string, string> = {}) {
    const res = await sendRow(client, name, {
      ...req,
      token: req.token === undefined ? token : req.token,
      headers: (row) => ({ ...PORTAL_HEADERS, ...(row.headers ?? {}), ...headers }),
    });
    const type = res.headers.get('Content-Type') ?? '';
    const body = type.includes('json') ? ((await res.json()) as Envelope<unknown>) : undefined;
    return { status: res.status, body, bytes: body ? undefined : await res.arrayBuffer() };
  }

  async function content<T = Record<string, unknown>>(
    name: string,
    req: ConformanceRequest = {},
  ): Promise<T> {
    const res = await send(name, req);
    if (res.body?.status?.code !== '0') throw new Error(`${name}: ${JSON.stringify(res.body?.status)}`);
    const schema = endpointsByName.get(name)?.schemas.response;
    if (schema) v.parse(schema, res.body.content);
    return res.body.content as T;
  }

  async function validatedOtp(purpose: string, reference: string): Promise<string> {
    const { transactionId } = await content<OtpChallenge>('sendOtp', { body: { purpose, reference } });
    await content('validateOtp', { body: { transactionId, code: client.outbox.latestCode(msisdn) } });
    return transactionId;
  }

  const kit: ConformanceKit = {
    content,
    validatedOtp,
    first: <T>(items: readonly T[] | undefined, what: string): T => {
      const item = items?.[0];
      if (item === undefined) throw new Error(`the seed has no ${what}`);
      return item;
    },
    // A manager's sign-in code goes to the manager's phone (server/customerManager/conformance.ts).
    latestCode: (to?: string) => client.outbox.latestCode(to ?? msisdn) ?? '',
    person: { userName, password, msisdn },
    login: (name, secret) => client.login(name, secret),
  };

  const count = () =>
    (client.db.prepare(`SELECT count(*) AS n FROM ${AUDIT_TABLE}`).get() as { n: number }).n;
  const last = () =>
    client.db.prepare(`SELECT * FROM ${AUDIT_TABLE} ORDER BY id DESC LIMIT 1`).get() as RawEntry | undefined;

  return { client, token, msisdn, userName, send, content, kit, count, last };
}
