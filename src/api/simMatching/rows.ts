import { feature } from '../contract/define';
import {
  SimMatchReport,
  SimMatchRequest,
  SimPairsRequest,
  SimPoolAnswer,
  SimPoolQuery,
  SimValidation,
} from './types';

const { post, get, rows } = feature('simMatching');

/** SIM identifier matching against the company's SIM pool. */
export const simMatchingRows = rows({
  simMatchingIsInPool: get('/dc_ccsi/v1/sim-matching/is-in-pool', {
    query: SimPoolQuery,
    response: SimPoolAnswer,
  }),
  simMatchingValidate: post(
    '/dc_ccsi/v1/sim-matching/validate',
    { body: SimPairsRequest, response: SimValidation },
    { access: 'read' },
  ),
  // Matching changes which SIM serves a line (a SIM swap): confirmed by an SMS code, and the
  // person must read a refusal.
  simMatchingMatch: post(
    '/dc_ccsi/v1/sim-matching/match',
    { body: SimMatchRequest, response: SimMatchReport },
    { access: 'write', errorMode: 'modal' },
  ),
});

type Rows = typeof simMatchingRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
