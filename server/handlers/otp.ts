/**
 * OTP rows shared by every confirmation flow. Without a session, sendOtp may only resend the
 * code of a sign-in transaction (LOGIN, or MANAGER_LOGIN: the step between password and
 * session, whose transaction id is its credential); everything else needs the person signed
 * in, and only sees their own transactions.
 */
import { MANAGER_LOGIN_PURPOSE } from '../../src/api/customerManager/types';
import { BODY_CODES } from '../../src/api/types';
import { otpRequiresLevel, requireSession, sessionError } from '../access';
import { ApiError } from '../envelope';
import { MESSAGES } from '../messages';
import { OTP_PURPOSES } from '../otp';
import { LOGIN_PURPOSE } from './session';
import { defineHandlers } from './types';

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);

/** Codes that open a session: resent by their transaction alone, never asked for by purpose. */
const signInPurposes: ReadonlySet<string> = new Set([LOGIN_PURPOSE, MANAGER_LOGIN_PURPOSE]);

export const otpHandlers = defineHandlers({
  sendOtp: ({ deps, body, auth }) => {
    if (body.transactionId) {
      const tx = deps.otp.find(body.transactionId);
      if (signInPurposes.has(tx.purpose)) return deps.otp.resend(tx);
      const signedIn = auth.state === 'valid' ? auth.session : undefined;
      if (!signedIn) throw sessionError(auth.state);
      // Another person's (or a manager's) transaction looks unknown.
      return deps.otp.resend(deps.otp.find(body.transactionId, signedIn.userId));
    }
    const session = requireSession(auth);
    // Either field will do, so the schema cannot require purpose on its own.
    if (!body.purpose) throw invalid(MESSAGES.otpPurposeRequired);
    if (signInPurposes.has(body.purpose)) throw invalid(MESSAGES.otpLoginOnlyViaLogin);
    if (!OTP_PURPOSES.has(body.purpose)) throw invalid(MESSAGES.otpUnknownPurpose);
    // The level the confirmed act needs, before a code is drawn: a refused act sends no SMS.
    otpRequiresLevel(deps.db, session, body.purpose, body.reference);
    return deps.otp.start({
      purpose: body.purpose,
      reference: body.reference,
      userId: session.userId,
      msisdn: session.user.msisdn,
    });
  },

  validateOtp: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const tx = deps.otp.find(body.transactionId, session.userId);
    // LOGIN codes open a session through loginToken only; they confirm nothing else.
    if (tx.purpose === LOGIN_PURPOSE) throw invalid(MESSAGES.otpWrongPurpose);
    deps.otp.verify(tx, body.code);
    return { validated: true as const };
  },

  resetOtpLifetime: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const tx = deps.otp.find(body.transactionId, session.userId);
    return { expiresInSeconds: deps.otp.resetLifetime(tx) };
  },
});
