import type { OtpChallenge } from '../../../api/types';

export const OTP_LENGTH = 6;

/** The purpose of the login code (server/handlers/session.ts names it the same). */
export const LOGIN_PURPOSE = 'LOGIN';
/** The customer manager's second factor (src/api/customerManager/types.ts names it the same). */
export const MANAGER_LOGIN_PURPOSE = 'MANAGER_LOGIN';

/** Codes asked for before any session exists: they open one, so nothing can extend them. */
export const isSignInPurpose = (purpose: string): boolean =>
  purpose === LOGIN_PURPOSE || purpose === MANAGER_LOGIN_PURPOSE;

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

/** Error codes of the OTP calls that change which state the person is in. */
export function otpFailureKind(code: string | undefined): 'locked' | 'expired' | 'invalid' | 'other' {
  if (code === 'OTP_LOCKED') return 'locked';
  if (code === 'OTP_EXPIRED' || code === 'OTP_USED') return 'expired';
  if (code === 'OTP_INVALID') return 'invalid';
  return 'other';
}

export function challengeTimers(challenge: OtpChallenge) {
  return {
    transactionId: challenge.transactionId,
    maskedMsisdn: challenge.maskedMsisdn,
    secondsLeft: challenge.expiresInSeconds,
    resendIn: challenge.resendInSeconds,
  };
}

/** mm:ss for the visible countdown. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}
