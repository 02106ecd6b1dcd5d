/**
 * /request-submitting: the request menu and the company's demands with the open demand and
 * order counts, loaded together. The counts only help (their row stays silent): without them the
 * page says in one line that the figures are missing.
 */
import { callEndpoint } from '../../actors/http';
import type { DemandList, RequestMenu } from '../../api/requestSubmitting/types';
import { createRequestMachine } from '../shared/requestMachine';

export interface RequestHome {
  menu: RequestMenu;
  demands: DemandList;
  counts: { openDemands: number; openOrders: number } | undefined;
}

export const requestHomeMachine = createRequestMachine<RequestHome, undefined>(
  'requestHome',
  async (_, signal) => {
    const [menu, demands, counts] = await Promise.all([
      callEndpoint('requestSubmittingMenu', {}, signal),
      callEndpoint('requestSubmittingDemandList', {}, signal),
      callEndpoint('demandAndOrderCounts', {}, signal).catch(() => undefined),
    ]);
    return { menu, demands, counts };
  },
);
