import { callEndpoint } from '../../actors/http';
import type { RowOutput } from '../../api/contract/registry';
import { createRequestMachine } from '../shared/requestMachine';
import type { CardRow } from './dashboardCards';

/** What any box's row answers; the view's renderer of that box knows which one it is. */
export type CardData = RowOutput<CardRow>;

/**
 * One dashboard box: the shared request/result pair fed by one catalogue row (its input).
 * The rows are in 'ignore' mode, so a failure shows only on the box, with its own retry.
 */
export const cardMachine = createRequestMachine<CardData, CardRow>('dashboardCard', (row, signal) =>
  callEndpoint(row, {}, signal),
);
