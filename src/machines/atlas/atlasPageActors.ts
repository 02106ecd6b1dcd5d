import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { FlowTestCoverage } from '../../api/flowCoverage/types';
import type { FlowPath, FlowSessions, FlowUsage } from '../../api/flowUsage/types';

export interface PeriodQuery {
  flow: string;
  from: string;
  to: string;
}

/** The atlas page's calls, each one catalogue row; tests provide their own. */
export const atlasPageActors = {
  loadUsage: fromPromise<FlowUsage, PeriodQuery>(({ input, signal }) =>
    callEndpoint('flowUsage', { query: { ...input } }, signal),
  ),
  loadCoverage: fromPromise<FlowTestCoverage, { flow: string }>(({ input, signal }) =>
    callEndpoint('flowTestCoverage', { query: { flow: input.flow } }, signal),
  ),
  loadSessions: fromPromise<FlowSessions, PeriodQuery>(({ input, signal }) =>
    callEndpoint('flowUsageSessions', { query: { ...input } }, signal),
  ),
  loadPath: fromPromise<FlowPath, { flow: string; session: string }>(({ input, signal }) =>
    callEndpoint('flowUsagePath', { query: { ...input } }, signal),
  ),
};
