import * as v from 'valibot';
import { feature } from '../contract/define';
import { text } from '../contract/fields';
import { FlowTestCoverage } from './types';

const { get, rows } = feature('flowCoverage');

/** The model tests' walk of one flow, for the atlas; a failure shows in the atlas's panel. */
export const flowCoverageRows = rows({
  flowTestCoverage: get(
    '/dc_ccsi/v1/flow-test-coverage',
    { query: v.object({ flow: text('Akış') }), response: FlowTestCoverage },
    { errorMode: 'inline' },
  ),
});

type Rows = typeof flowCoverageRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
