/**
 * OTP rows shared by every confirmation flow. Without a session, sendOtp may only resend the
 * code of a LOGIN transaction (the step between password and session); everything else needs
 * the person signed in, and only sees their own transactions.
 */
import { BODY_CODES } from '../../src/api/types';
import { otpRequiresLevel, requireSession, sessionError } from '../access';
import { ApiError } from '../envelope';
import { MESSAGES } from '../messages';
import { OTP_PURPOSES } from '../otp';
import { LOGIN_PURPOSE } from './session';
import { defineHandlers } from './types';

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);

export const otpHandlers = defineHandlers({
  sendOtp: ({ deps, body, auth }) => {
    if (body.transactionId) {
      const signedIn = auth.state === 'valid' ? auth.session : undefined;
      const tx = deps.otp.find(body.transactionId, signedIn?.userId);
      if (!signedIn && tx.purpose !== LOGIN_PURPOSE) throw sessionError(auth.state);
      return deps.otp.resend(tx);
    }
    const session = requireSession(auth);
    // Either field will do, so the schema cannot require purpose on its own.
    if (!body.purpose) throw invalid(MESSAGES.otpPurposeRequired);
    if (body.purpose === LOGIN_PURPOSE) throw invalid(MESSAGES.otpLoginOnlyViaLogin);
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
