/**
 * The abuse limits of issue 24 (OWASP ASVS 5.0 V6, NIST SP 800-63B §5.2.2), in one place so
 * they are reviewed together. The real figures are the defaults; the e2e suite, which signs the
 * same demo person in dozens of times within minutes, runs with SANDBOX_RELAXED_LIMITS=1, and
 * server/limits.test.ts proves the real ones.
 */
export interface LimitSettings {
  /**
   * Password guessing (issue 38: slowed, never locked). Wrong passwords are counted over a window
   * for three keys: the account at one address (the pair), the account across addresses that
   * have not proven themselves for it, and the address across the names it tried. Each key has a
   * number of free failures; every failure beyond them makes the next try wait twice as long as
   * the last, from its start delay up to the cap. A right password from an address makes that
   * address trusted for the account (loginTrustDays): there only the pair's own count applies,
   * so an attack from elsewhere, or a colleague's typing at a shared office address, does not
   * keep the owner out. Managers are counted under their own keys (their own login row only).
   */
  loginFreeFailuresPerPair: number;
  loginPairDelaySeconds: number;
  loginFreeFailuresPerAccount: number;
  loginAccountDelaySeconds: number;
  loginFreeFailuresPerAddress: number;
  loginAddressDelaySeconds: number;
  /**
   * The longest wait: at most 96 tries a day per account from anywhere (NIST SP 800-63B §5.2.2
   * asks for no more than 100 consecutive failures), however many addresses the guesser has.
   */
  loginDelayCapSeconds: number;
  /** How long failures are remembered (longer than the cap, so the waits cannot reset early). */
  loginWindowSeconds: number;
  loginTrustDays: number;
  /** Wrong OTP codes one person may type across all their codes within the window. */
  otpFailuresPerAccount: number;
  otpWindowSeconds: number;
  /** Codes (SMS) sent to one person for one purpose within the window. */
  smsPerPurpose: number;
  /** Codes sent to one person, and to one phone number, across all purposes within the window. */
  smsPerPerson: number;
  smsWindowSeconds: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  loginFreeFailuresPerPair: 5,
  loginPairDelaySeconds: 30,
  loginFreeFailuresPerAccount: 10,
  loginAccountDelaySeconds: 2,
  loginFreeFailuresPerAddress: 50,
  loginAddressDelaySeconds: 2,
  loginDelayCapSeconds: 15 * 60,
  loginWindowSeconds: 24 * 60 * 60,
  loginTrustDays: 30,
  otpFailuresPerAccount: 10,
  otpWindowSeconds: 60 * 60,
  smsPerPurpose: 5,
  smsPerPerson: 12,
  smsWindowSeconds: 15 * 60,
};

/** For the e2e suite only: the same rules, with room for a whole run's logins. */
export const RELAXED_LIMITS: LimitSettings = {
  ...DEFAULT_LIMITS,
  loginFreeFailuresPerPair: 200,
  loginFreeFailuresPerAccount: 500,
  loginFreeFailuresPerAddress: 1_000,
  otpFailuresPerAccount: 500,
  smsPerPurpose: 1_000,
  smsPerPerson: 5_000,
};

export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): LimitSettings {
  return env.SANDBOX_RELAXED_LIMITS === '1' ? RELAXED_LIMITS : DEFAULT_LIMITS;
}

/** "20 saniye" / "5 dakika" / "1 saat" style wait, rounded up so the person never comes back too early. */
export function waitText(ms: number): string {
  if (ms < 60_000) return `${Math.max(1, Math.ceil(ms / 1000))} saniye`;
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
