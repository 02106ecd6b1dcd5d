import { feature } from '../contract/define';
import { PersonRights } from './types';

const { get, rows } = feature('rights');

/**
 * The signed-in person's own rights in the session's company (issue 37): read after login and
 * after a company switch; a failed load shows its own retry, so no notification. A rows file of
 * its own: it is the first call of a page opened afresh.
 */
export const rightsRows = rows({
  personRights: get(
    '/dc_ccsi/v1/session/rights',
    { response: PersonRights },
    { access: 'read', errorMode: 'ignore' },
  ),
});

type Rows = typeof rightsRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
