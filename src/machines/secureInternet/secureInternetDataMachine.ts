import { createRequestMachine } from '../shared/requestMachine';
import { loadSecureInternetData, type SecureInternetData } from './secureInternetCalls';

export type { SecureInternetData } from './secureInternetCalls';

/**
 * /secure-internet: the company's lines with their profile, the profile types and the
 * announcement, loaded together (the table needs the types' names); refreshed after a save.
 */
export const secureInternetDataMachine = createRequestMachine<SecureInternetData, undefined>(
  'secureInternetData',
  (_, signal) => loadSecureInternetData(signal),
);
