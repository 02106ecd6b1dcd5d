import { callEndpoint } from '../../actors/http';
import type { TariffJobSummary } from '../../api/tariffTypes';
import { createRequestMachine } from '../shared/requestMachine';

/** The company's bulk changes, newest first ("Yenile" asks again). */
export const tariffJobsMachine = createRequestMachine<TariffJobSummary[], undefined>(
  'tariffJobs',
  async (_, signal) => (await callEndpoint('tariffProgressBar', { body: {} }, signal)).jobs,
);
