/**
 * Test helper: a signed-in person calling the take-over rows as the portal does (core's
 * server/testRowSession.ts), with the take-over's SMS code.
 */
import { type ContactValidityResult, TAKE_OVER_OTP_PURPOSE } from '../../src/api/takeOver/types';
import { rowSession } from '../testRowSession';

export async function takeOverSession(...args: Parameters<typeof rowSession>) {
  const s = await rowSession(...args);
  /** Sends and validates the order's code, as the OTP dialog does. */
  const validatedOtp = (orderId: string) => s.validatedOtpFor(TAKE_OVER_OTP_PURPOSE, orderId);
  return { ...s, validatedOtp };
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
