import axios, { type AxiosError, type AxiosInstance } from 'axios';

export const REQUEST_TIMEOUT_MS = 120_000;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Channel headers every call carries (spec §7, §9). */
export const CHANNEL_HEADERS = {
  'Channel-Type': 'SIRKETIM_WEB',
  'App-Channel': 'SIRKETIM',
  'App-Channel-Type': 'WEB',
} as const;

/** The one axios instance of the portal. Status checks are ours (spec §5), so axios never throws on them. */
export function createClient(baseURL: string): AxiosInstance {
  return axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...CHANNEL_HEADERS },
    validateStatus: () => true,
    // We attach the double-submit header ourselves so it is sent on writes only. `undefined`
    // names would fall back to axios's defaults (XSRF-TOKEN), so axios's own copy is switched off.
    withXSRFToken: false,
  });
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export type TransportKind = 'aborted' | 'network' | 'timeout';

/** Sorts axios's own rejections into the three kinds of spec §8 "Other". */
export function transportKind(error: unknown): TransportKind {
  const e = error as AxiosError;
  if (axios.isCancel(error) || e?.code === 'ERR_CANCELED') return 'aborted';
  if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT' || /timeout/i.test(e?.message ?? '')) {
    return 'timeout';
  }
  return 'network';
}
