import { callEndpoint } from '../../actors/http';
import type { OfflineAnnouncement, TableTemplate } from '../../api/offlineTransactionTypes';
import { createRequestMachine } from '../shared/requestMachine';

export interface OfflinePageSetup {
  template: TableTemplate;
  announcement: OfflineAnnouncement['announcement'];
}

/**
 * What the page needs before it can draw its table: the served table template (columns, filter
 * choices) and the announcement above it. The announcement is decoration (its row ignores
 * errors): without it the page still works.
 */
export async function loadOfflineSetup(_: undefined, signal: AbortSignal): Promise<OfflinePageSetup> {
  const [template, announcement] = await Promise.all([
    callEndpoint('offlineTransactionTableTemplate', { body: {} }, signal),
    callEndpoint('offlineTransactionAnnouncement', { body: {} }, signal).then(
      (a) => a.announcement,
      () => null,
    ),
  ]);
  return { template, announcement };
}

export const offlineSetupMachine = createRequestMachine<OfflinePageSetup>(
  'offlineTransactionSetup',
  loadOfflineSetup,
);
