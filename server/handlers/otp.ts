/**
 * OTP rows shared by every confirmation flow. Without a session, sendOtp may only resend the
 * code of a LOGIN transaction (the step between password and session); everything else needs
 * the person signed in, and only sees their own transactions.
 */
import { readOtpPurposes, requireSession, sessionError, writesRequireFullAuthority } from '../access';
import { FIELD_MESSAGES, MESSAGES } from '../messages';
import { invalid, optional, text, validateBody } from '../validate';
import { LOGIN_PURPOSE, OTP_CODE_RULE, TRANSACTION_ID_RULE } from './session';
import type { HandlerModule } from './types';

const PURPOSE_RULE = text({
  maxLength: 50,
  pattern: /^[A-Z][A-Z0-9_]*$/,
  patternHint: 'büyük harf, rakam ve alt çizgiden oluşmalıdır.',
});

export const otpHandlers: HandlerModule = {
  sendOtp: ({ deps, body, auth }) => {
    const input = validateBody(body, {
      transactionId: optional(TRANSACTION_ID_RULE),
      purpose: optional(PURPOSE_RULE),
      reference: optional(text({ maxLength: 200 })),
    });
    if (input.transactionId) {
      const signedIn = auth.state === 'valid' ? auth.session : undefined;
      const tx = deps.otp.find(input.transactionId, signedIn?.userId);
      if (!signedIn && tx.purpose !== LOGIN_PURPOSE) throw sessionError(auth.state);
      return deps.otp.resend(tx);
    }
    const session = requireSession(auth);
    if (!input.purpose) throw invalid(FIELD_MESSAGES.required('purpose'));
    if (input.purpose === LOGIN_PURPOSE) throw invalid(MESSAGES.otpLoginOnlyViaLogin);
    if (!readOtpPurposes.has(input.purpose)) writesRequireFullAuthority(session);
    return deps.otp.start({
      purpose: input.purpose,
      reference: input.reference,
      userId: session.userId,
      msisdn: session.user.msisdn,
    });
  },

  validateOtp: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const input = validateBody(body, { transactionId: TRANSACTION_ID_RULE, code: OTP_CODE_RULE });
    const tx = deps.otp.find(input.transactionId, session.userId);
    // LOGIN codes open a session through loginToken only; they confirm nothing else.
    if (tx.purpose === LOGIN_PURPOSE) throw invalid(MESSAGES.otpWrongPurpose);
    deps.otp.verify(tx, input.code);
    return { validated: true };
  },

  resetOtpLifetime: ({ deps, body, auth }) => {
    const session = requireSession(auth);
    const input = validateBody(body, { transactionId: TRANSACTION_ID_RULE });
    const tx = deps.otp.find(input.transactionId, session.userId);
    return { expiresInSeconds: deps.otp.resetLifetime(tx) };
  },
};
