import axios, { type AxiosInstance } from 'axios';
import { CHANNEL_HEADERS, REQUEST_TIMEOUT_MS } from './transport';

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

// The catalogue's index and the answer check travel in this chunk (the boot script preloads it
// beside a logged-in page); each rows file with its schemas loads with its first call.
export { checkAnswer } from '../../api/contract/answerCheck';
export { loadEndpoint } from '../../api/contract/lazyCatalogue';
