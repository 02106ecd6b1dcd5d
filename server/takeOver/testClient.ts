/**
 * Test helper: a signed-in person calling the take-over rows as the portal does (with the
 * Screen-Name header, path params and query), on a sandbox with a movable clock.
 */
import { type ContactValidityResult, TAKE_OVER_OTP_PURPOSE } from '../../src/api/takeOverTypes';
import type { Envelope, OtpChallenge } from '../../src/api/types';
import type { AppOptions } from '../app';
import { endpointsByName } from '../contract';
import { sandboxClient, testClock, USERS } from '../test-support';

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Leave the Screen-Name header out (or send another value). */
  screenName?: string | null;
}

export async function takeOverSession(
  user: readonly [string, string] = USERS.fast,
  options: AppOptions & { clock?: ReturnType<typeof testClock> } = {},
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

  /** Sends and validates the order's code, as the OTP dialog does. */
  async function validatedOtp(orderId: string): Promise<string> {
    const challenge = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: TAKE_OVER_OTP_PURPOSE, reference: orderId },
      { token: pageToken },
    );
    const transactionId = challenge.body.content?.transactionId ?? '';
    const code = client.outbox.latestCode(msisdn);
    const res = await client.call('validateOtp', { transactionId, code }, { token: pageToken });
    if (res.body.status?.code !== '0') throw new Error(`validateOtp: ${JSON.stringify(res.body.status)}`);
    return transactionId;
  }

  return { client, clock, call, content, validatedOtp, pageToken };
}

export type TakeOverSession = Awaited<ReturnType<typeof takeOverSession>>;

/** Mehmet Yılmaz's three lines (he answers after 20 seconds). */
export const YILMAZ = ['5441000001', '5441000002', '5441000003'];

/** The first step: the lines and the owner's number, asked by SMS. */
export function startTakeOver(s: TakeOverSession, msisdnList = YILMAZ, transferorPhone = '5441000001') {
  return s.content<ContactValidityResult>('takeOverContactValidity', {
    msisdnList,
    transferorPhone,
    contactMethod: 'SMS',
  });
}
