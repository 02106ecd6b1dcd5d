/**
 * Test helper: a signed-in person calling the re-contract rows as the portal does (take-over's
 * client: path params, query, movable clock), with the re-contract's OTP and line look-ups.
 */
import {
  type ProductList,
  type ProductListQuery,
  RE_CONTRACT_OTP_PURPOSE,
  type ReContractLine,
  type ReContractOrder,
} from '../../src/api/reContractTypes';
import type { OtpChallenge } from '../../src/api/types';
import { takeOverSession } from '../takeOver/testClient';

export async function reContractSession(...args: Parameters<typeof takeOverSession>) {
  const s = await takeOverSession(...args);
  const msisdn = (
    s.client.db
      .prepare('SELECT msisdn FROM users WHERE user_name = ?')
      .get((args[0] ?? ['hizli.kullanici'])[0]) as {
      msisdn: string;
    }
  ).msisdn;

  /** Sends and validates a code for the offer, as the OTP dialog does. */
  async function validatedOtp(offerId: string): Promise<string> {
    const challenge = await s.client.call<OtpChallenge>(
      'sendOtp',
      { purpose: RE_CONTRACT_OTP_PURPOSE, reference: offerId },
      { token: s.pageToken },
    );
    const transactionId = challenge.body.content?.transactionId ?? '';
    const code = s.client.outbox.latestCode(msisdn);
    const res = await s.client.call('validateOtp', { transactionId, code }, { token: s.pageToken });
    if (res.body.status?.code !== '0') throw new Error(`validateOtp: ${JSON.stringify(res.body.status)}`);
    return transactionId;
  }

  /** Every line of the list under a query, all pages. */
  async function allLines(query: Omit<ProductListQuery, 'pageNumber'> = {}): Promise<ReContractLine[]> {
    const items: ReContractLine[] = [];
    for (let page = 1; ; page++) {
      const list = await s.content<ProductList>('reContractProductList', undefined, {
        query: { ...(query as Record<string, string>), pageNumber: String(page) },
      });
      items.push(...list.items);
      if (items.length >= list.total || list.items.length === 0) return items;
    }
  }

  /** Submits the offer for the lines with a fresh code. */
  async function submit(offerId: string, msisdnList: string[], addonIds: string[] = []) {
    const transactionId = await validatedOtp(offerId);
    return s.content<ReContractOrder>(
      'reContractSubmit',
      { msisdnList, addonIds, transactionId },
      { params: { offerId } },
    );
  }

  return { ...s, validatedOtp, allLines, submit };
}

export type ReContractSession = Awaited<ReturnType<typeof reContractSession>>;
