/**
 * Test support for every feature: a signed-in person calling catalogue rows as the portal does
 * (the row's Screen-Name header, path params and query), on a sandbox with a movable clock, and
 * an SMS code validated for a purpose and reference as the OTP dialog does. In core so features'
 * test clients build on it instead of on each other's (issue 36).
 */
import type { ContractRow } from '../src/api/contract/define';
import type { Envelope, OtpChallenge } from '../src/api/types';
import type { AppOptions } from './app';
import { endpointsByName } from './contract';
import { sandboxClient, testClock, USERS } from './test-support';

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Leave the Screen-Name header out (or send another value). */
  screenName?: string | null;
}

/** A row call as the portal makes it: the anti-forgery pair, path params, query, JSON body. */
export interface RowRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The session's page token; none (or null) for a call made logged out. */
  token?: string | null;
  /** The row's own headers by default; a caller may add to them or leave them out. */
  headers?: (row: ContractRow) => Record<string, string>;
}

/** Sends one catalogue row to the in-process sandbox; the one place the test clients build a call. */
export async function sendRow(
  client: ReturnType<typeof sandboxClient>,
  name: string,
  { params, query, body, token, headers = (row) => row.headers ?? {} }: RowRequest = {},
): Promise<Response> {
  const row = endpointsByName.get(name);
  if (!row) throw new Error(`Unknown row ${name}`);
  const xsrf = await client.ensureCsrf(token);
  const path = row.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params?.[key] ?? key));
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return client.app.request(`/api${path}${search}`, {
    method: row.method,
    headers: {
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': xsrf,
      ...headers(row),
      ...(token ? { pageToken: token } : {}),
    },
    ...(row.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
}

export type RowSessionOptions = AppOptions & { clock?: ReturnType<typeof testClock> };

export async function rowSession(
  user: readonly [string, string] = USERS.fast,
  options: RowSessionOptions = {},
) {
  const clock = options.clock ?? testClock();
  const client = sandboxClient({ now: clock.now, idleTimeoutSeconds: 100_000, ...options });
  const { pageToken } = await client.login(...user);
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;

  async function call<T = unknown>(name: string, body?: unknown, opts: CallOptions = {}) {
    const res = await sendRow(client, name, {
      body,
      params: opts.params,
      query: opts.query,
      token: pageToken,
      headers: (row): Record<string, string> => {
        const screen = opts.screenName === undefined ? row.headers?.['Screen-Name'] : opts.screenName;
        return screen ? { 'Screen-Name': screen } : {};
      },
    });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  /** The content of a call that must succeed. */
  async function content<T>(name: string, body?: unknown, opts: CallOptions = {}): Promise<T> {
    const res = await call<T>(name, body, opts);
    if (res.status !== 200 || res.body.status?.code !== '0' || res.body.content == null) {
      throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body.status)}`);
    }
    return res.body.content;
  }

  /** Sends and validates the person's code for `purpose` and `reference`, as the OTP dialog does. */
  async function validatedOtpFor(purpose: string, reference: string): Promise<string> {
    const challenge = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose, reference },
      { token: pageToken },
    );
    const transactionId = challenge.body.content?.transactionId ?? '';
    const code = client.outbox.latestCode(msisdn);
    const res = await client.call('validateOtp', { transactionId, code }, { token: pageToken });
    if (res.body.status?.code !== '0') throw new Error(`validateOtp: ${JSON.stringify(res.body.status)}`);
    return transactionId;
  }

  return { client, clock, call, content, validatedOtpFor, pageToken };
}
