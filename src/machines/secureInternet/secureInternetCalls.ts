import { callEndpoint } from '../../actors/http';
import type {
  SecureInternetAnnouncement,
  SecureInternetHistoryRequest,
  SecureInternetLine,
  SecureInternetProfile,
  SecureInternetProfileType,
} from '../../api/secureInternet/types';

/** What the page's data machine holds (here, beside its loader, so neither imports the other). */
export interface SecureInternetData {
  lines: SecureInternetLine[];
  types: SecureInternetProfileType[];
  /** Page decoration: absent when its call failed (the page works without it). */
  announcement: SecureInternetAnnouncement | undefined;
}

export async function loadSecureInternetData(signal: AbortSignal): Promise<SecureInternetData> {
  const [list, types, announcement] = await Promise.all([
    callEndpoint('secureInternetList', {}, signal),
    callEndpoint('secureInternetProfileTypes', {}, signal),
    // Its row's error mode is `ignore`: a missing announcement leaves the page as it is.
    callEndpoint('secureInternetAnnouncement', {}, signal).catch(() => undefined),
  ]);
  return { lines: list.items, types: types.items, announcement };
}

export const loadSecureInternetHistory = (query: SecureInternetHistoryRequest, signal: AbortSignal) =>
  callEndpoint('secureInternetHistory', { body: query }, signal);

export const saveSecureInternetProfiles = (
  input: { profile: SecureInternetProfile; msisdns: string[] },
  signal: AbortSignal,
) => callEndpoint('secureInternetSaveProfiles', { body: input }, signal);
