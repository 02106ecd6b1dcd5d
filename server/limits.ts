/**
 * The abuse limits of issue 24 (OWASP ASVS 5.0 V6, NIST SP 800-63B §5.2.2), in one place so
 * they are reviewed together. The real figures are the defaults; the e2e suite, which signs the
 * same demo person in dozens of times within minutes, runs with SANDBOX_RELAXED_LIMITS=1, and
 * server/limits.test.ts proves the real ones.
 */
export interface LimitSettings {
  /** Wrong passwords for one user name (known or not) before it is refused for a while. */
  loginFailuresPerAccount: number;
  /** Wrong passwords from one network address, whatever the names tried. */
  loginFailuresPerAddress: number;
  /** How long failures are remembered, and how long a name or address is then refused. */
  loginWindowSeconds: number;
  /** Wrong OTP codes one person may type across all their codes within the window. */
  otpFailuresPerAccount: number;
  otpWindowSeconds: number;
  /** Codes (SMS) sent to one person for one purpose within the window. */
  smsPerPurpose: number;
  smsWindowSeconds: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  loginFailuresPerAccount: 5,
  loginFailuresPerAddress: 20,
  loginWindowSeconds: 15 * 60,
  otpFailuresPerAccount: 10,
  otpWindowSeconds: 60 * 60,
  smsPerPurpose: 5,
  smsWindowSeconds: 15 * 60,
};

/** For the e2e suite only: the same rules, with room for a whole run's logins. */
export const RELAXED_LIMITS: LimitSettings = {
  ...DEFAULT_LIMITS,
  loginFailuresPerAccount: 200,
  loginFailuresPerAddress: 1_000,
  otpFailuresPerAccount: 500,
  smsPerPurpose: 1_000,
};

export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): LimitSettings {
  return env.SANDBOX_RELAXED_LIMITS === '1' ? RELAXED_LIMITS : DEFAULT_LIMITS;
}

/** "5 dakika" / "1 saat" style wait, rounded up so the person never comes back too early. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} dakika`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} saat ${rest} dakika` : `${hours} saat`;
}

/** The clock time (Türkiye) the wait ends, so the message stays true when read later. */
export function untilText(at: number): string {
  return new Date(at).toLocaleTimeString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
  });
}
