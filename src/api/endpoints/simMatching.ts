import { feature } from '../contract/define';

const { post, get, rows } = feature('simMatching');

/** SIM identifier matching against the company's SIM pool. */
export const simMatchingRows = rows({
  simMatchingIsInPool: get('/dc_ccsi/v1/sim-matching/is-in-pool'),
  simMatchingValidate: post('/dc_ccsi/v1/sim-matching/validate', {}, { access: 'read' }),
  // Matching changes which SIM serves a line: the person must read a refusal.
  simMatchingMatch: post('/dc_ccsi/v1/sim-matching/match', {}, { access: 'write', errorMode: 'modal' }),
});

type Rows = typeof simMatchingRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
