import { feature } from './define';

const { post, get } = feature('simMatching');

/** SIM identifier matching against the company's SIM pool. */
export const simMatchingEndpoints = [
  get('simMatchingIsInPool', '/dc_ccsi/v1/sim-matching/is-in-pool'),
  post('simMatchingValidate', '/dc_ccsi/v1/sim-matching/validate'),
  // Matching changes which SIM serves a line: the person must read a refusal.
  post('simMatchingMatch', '/dc_ccsi/v1/sim-matching/match', { errorMode: 'modal' }),
] as const;
