import { callEndpoint } from '../../actors/http';
import { createRequestMachine } from '../shared/requestMachine';

/** The catalogue, for the bulk change's "Yeni tarife" choice. */
export const tariffCatalogueMachine = createRequestMachine(
  'tariffCatalogue',
  async (_: undefined, signal: AbortSignal) =>
    (await callEndpoint('tariffProductList', { body: {} }, signal)).tariffs,
);
