/**
 * Test helper: a signed-in person calling the re-contract rows as the portal does (core's
 * server/testRowSession.ts: path params, query, movable clock), with the re-contract's OTP and
 * line look-ups.
 */
import {
  type ProductList,
  type ProductListQuery,
  RE_CONTRACT_OTP_PURPOSE,
  type ReContractLine,
  type ReContractOrder,
} from '../../src/api/reContract/types';
import { rowSession } from '../testRowSession';

export async function reContractSession(...args: Parameters<typeof rowSession>) {
  const s = await rowSession(...args);
  /** Sends and validates a code for the offer, as the OTP dialog does. */
  const validatedOtp = (offerId: string) => s.validatedOtpFor(RE_CONTRACT_OTP_PURPOSE, offerId);

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
