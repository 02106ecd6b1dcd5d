/**
 * Test support for every feature: a signed-in person calling catalogue rows as the portal does
 * (the row's Screen-Name header, path params and query), on a sandbox with a movable clock, and
 * an SMS code validated for a purpose and reference as the OTP dialog does. In core so features'
 * test clients build on it instead of on each other's (issue 36).
 */
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
    const row = endpointsByName.get(name);
    if (!row) throw new Error(`Unknown row ${name}`);
    const xsrf = await client.ensureCsrf(pageToken);
    const path = row.path.replace(/\{(\w+)\}/g, (_, key: string) =>
      encodeURIComponent(opts.params?.[key] ?? key),
    );
    const query = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    const screen = opts.screenName === undefined ? row.headers?.['Screen-Name'] : opts.screenName;
    const res = await client.app.request(`/api${path}${query}`, {
      method: row.method,
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${xsrf}`,
        'X-XSRF-TOKEN': xsrf,
        pageToken,
        ...(screen ? { 'Screen-Name': screen } : {}),
      },
      ...(row.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
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
