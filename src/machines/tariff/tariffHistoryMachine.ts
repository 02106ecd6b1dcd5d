import { callEndpoint } from '../../actors/http';
import type { TariffHistory } from '../../api/tariff/types';
import { createRequestMachine } from '../shared/requestMachine';

/** The history's query: part of a number (the line page: the whole number), a tariff, a period. */
export interface TariffHistoryFilter {
  msisdn: string;
  tariffName: string;
  from: string;
  to: string;
}

export const EMPTY_HISTORY_FILTER: TariffHistoryFilter = { msisdn: '', tariffName: '', from: '', to: '' };

const compact = (f: TariffHistoryFilter) =>
  Object.fromEntries(
    Object.entries(f).filter(([, value]) => value.trim() !== ''),
  ) as Partial<TariffHistoryFilter>;

/** Tariff changes of the company (or of one line), newest first; "Listele" asks with the form's filter. */
export const tariffHistoryMachine = createRequestMachine<TariffHistory, TariffHistoryFilter>(
  'tariffHistory',
  (filter, signal) => callEndpoint('tariffHistory', { query: { ...compact(filter), limit: 2000 } }, signal),
);
