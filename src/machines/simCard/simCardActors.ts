import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type {
  SimCardLimit,
  SimCardOrderAnswer,
  SimCardOrderRequest,
  SimChangeReason,
  SimProduct,
} from '../../api/simCard/types';
import { simCardImportLogic } from './simCardImport';

/** What the page needs before a line can be chosen. */
export interface SimCardSetup {
  limit: SimCardLimit;
  products: SimProduct[];
  reasons: SimChangeReason[];
}

/** The limit, the products and the reasons, asked at once: the page needs all three to start. */
export async function loadSimCardSetup(signal: AbortSignal): Promise<SimCardSetup> {
  const [limit, productList, reasonList] = await Promise.all([
    callEndpoint('simCardLimit', { body: {} }, signal),
    callEndpoint('simCardProductList', { body: {} }, signal),
    callEndpoint('simCardChangeReasons', { body: {} }, signal),
  ]);
  return { limit, products: productList.products, reasons: reasonList.reasons };
}

/** The order machine's real actors (its defaults; tests provide stand-ins). */
export const simCardOrderActors = {
  loadSetup: fromPromise<SimCardSetup>(({ signal }) => loadSimCardSetup(signal)),
  createOrder: fromPromise<SimCardOrderAnswer, SimCardOrderRequest>(({ input, signal }) =>
    callEndpoint('simCardCreateOrder', { body: input }, signal),
  ),
  importer: simCardImportLogic,
};
