import { callEndpoint } from '../../actors/http';
import type { KtfTotals } from '../../api/invoices/types';
import { createRequestMachine } from '../shared/requestMachine';

/** The period's invoices by billing account (KTF): load-and-show, keyed by the period. */
export const ktfTotalsMachine = createRequestMachine<KtfTotals, string>(
  'invoiceKtfTotals',
  (period, signal) => callEndpoint('invoiceInfoByKtf', { body: { period } }, signal),
);
