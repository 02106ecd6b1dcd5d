import type { AbroadService, AbroadSummary } from '../../api/abroad/types';
import { createRequestMachine } from '../shared/requestMachine';
import { loadAbroadSummary } from './abroadActors';

/** The service's on/off counts and prices (the dashboard's roaming card counts the same lines). */
export const abroadSummaryMachine = createRequestMachine<AbroadSummary, AbroadService>(
  'abroadSummary',
  loadAbroadSummary,
);
