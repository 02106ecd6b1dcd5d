import { callEndpoint } from '../../actors/http';
import { createRequestMachine } from '../shared/requestMachine';

/**
 * One dashboard box: the shared request/result pair fed by one catalogue row (its input).
 * The rows are in 'ignore' mode, so a failure shows only on the box, with its own retry.
 */
export const cardMachine = createRequestMachine<unknown, string>('dashboardCard', (row, signal) =>
  callEndpoint(row, {}, signal),
);
