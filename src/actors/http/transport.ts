/**
 * What the HTTP layer needs before any call is made: constants, the cookie reader and the
 * sorting of transport failures. Kept apart from client.ts so that axios itself is loaded with
 * the first call, not with the page (issue 7: the login page paints without it).
 */
export const REQUEST_TIMEOUT_MS = 120_000;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Channel headers every call carries (spec §7, §9). */
export const CHANNEL_HEADERS = {
  'Channel-Type': 'SIRKETIM_WEB',
  'App-Channel': 'SIRKETIM',
  'App-Channel-Type': 'WEB',
} as const;

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export type TransportKind = 'aborted' | 'network' | 'timeout';

interface TransportFailure {
  code?: string;
  name?: string;
  message?: string;
  __CANCEL__?: boolean;
}

/**
 * Sorts axios's own rejections into the three kinds of spec §8 "Other". Read from the error's
 * fields (what `axios.isCancel` reads), so this needs no axios import.
 */
export function transportKind(error: unknown): TransportKind {
  const e = (error ?? {}) as TransportFailure;
  if (e.__CANCEL__ === true || e.code === 'ERR_CANCELED' || e.name === 'CanceledError') return 'aborted';
  if (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT' || /timeout/i.test(e.message ?? '')) {
    return 'timeout';
  }
  return 'network';
}
