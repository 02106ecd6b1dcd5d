import type {
  SecureInternetAnnouncement,
  SecureInternetLine,
  SecureInternetProfileType,
} from '../../api/secureInternetTypes';
import { createRequestMachine } from '../shared/requestMachine';
import { loadSecureInternetData } from './secureInternetCalls';

export interface SecureInternetData {
  lines: SecureInternetLine[];
  types: SecureInternetProfileType[];
  /** Page decoration: absent when its call failed (the page works without it). */
  announcement: SecureInternetAnnouncement | undefined;
}

/**
 * /secure-internet: the company's lines with their profile, the profile types and the
 * announcement, loaded together (the table needs the types' names); refreshed after a save.
 */
export const secureInternetDataMachine = createRequestMachine<SecureInternetData, undefined>(
  'secureInternetData',
  (_, signal) => loadSecureInternetData(signal),
);
