import type { SecureInternetHistory, SecureInternetHistoryRequest } from '../../api/secureInternet/types';
import { createRequestMachine } from '../shared/requestMachine';
import { loadSecureInternetHistory } from './secureInternetCalls';

/** The history of profile changes, newest first; a new filter (number, period) is a refresh with input. */
export const secureInternetHistoryMachine = createRequestMachine<
  SecureInternetHistory,
  SecureInternetHistoryRequest
>('secureInternetHistory', loadSecureInternetHistory);
