/**
 * The call detail of a line is personal data (KVKK): it opens only after an SMS code
 * (purpose INVOICE_DETAIL, reference the number) and stays open for that person, company and
 * number for GRANT_TTL_MS, so moving between periods does not ask for a new code each time.
 */
import { INVOICE_DETAIL_OTP_PURPOSE } from '../../src/api/invoices/types';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import type { OtpService } from '../otp';
import { INVOICE_MESSAGES } from './messages';

export const GRANT_TTL_MS = 15 * 60_000;

interface GrantAsk {
  transactionId: string;
  userId: number;
  corporateNcst: string;
  msisdn: string;
}

/** Passes when the transaction already opened this line, or spends its validated code now. */
export function assertDetailGrant(db: Db, otp: OtpService, now: number, ask: GrantAsk): void {
  const grant = db
    .prepare(
      'SELECT user_id AS userId, corporate_ncst AS ncst, msisdn, expires_at AS expiresAt FROM invoice_detail_grants WHERE transaction_id = ?',
    )
    .get(ask.transactionId) as
    | { userId: number; ncst: string; msisdn: string; expiresAt: number }
    | undefined;
  if (grant) {
    if (
      grant.userId !== ask.userId ||
      grant.ncst !== ask.corporateNcst ||
      grant.msisdn !== ask.msisdn ||
      grant.expiresAt <= now
    )
      throw new ApiError(409, 'INVOICE_DETAIL_CONFIRMATION', INVOICE_MESSAGES.confirmationExpired);
    return;
  }
  // Throws the OTP kit's Turkish answer when the code was not validated for this very line.
  otp.consumeValidated(ask.transactionId, INVOICE_DETAIL_OTP_PURPOSE, ask.userId, ask.msisdn);
  db.prepare(
    'INSERT INTO invoice_detail_grants (transaction_id, user_id, corporate_ncst, msisdn, expires_at) VALUES (?, ?, ?, ?, ?)',
  ).run(ask.transactionId, ask.userId, ask.corporateNcst, ask.msisdn, now + GRANT_TTL_MS);
}
