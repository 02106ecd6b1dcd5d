import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type {
  TariffCanDo,
  TariffChangeAnswer,
  TariffJob,
  TariffLine,
  TariffMove,
} from '../../api/tariffTypes';
import type { PageRequest, PageResult } from '../shared/pagedList/pagedListMachine';
import type { ChangeInput, LineData, Preparation, TariffInfo } from './tariffChangeContext';
import type { TariffQuery } from './tariffQuery';

async function load({ msisdn }: { msisdn: string }, signal: AbortSignal): Promise<LineData> {
  const [offers, usage] = await Promise.all([
    callEndpoint('tariffProductList', { body: { msisdn } }, signal),
    callEndpoint(
      'tariffRemainingUsage',
      { params: { productId: msisdn }, query: { screenName: 'LINE_DETAIL' } },
      signal,
    ),
  ]);
  return { offers, usage };
}

async function prepare(
  input: { tariffId: string; offerName: string },
  signal: AbortSignal,
): Promise<Preparation> {
  const [options, preOrder] = await Promise.all([
    callEndpoint('tariffOptions', { body: { tariffId: input.tariffId } }, signal),
    callEndpoint(
      'tariffPreOrderSelection',
      { query: { offerName: input.offerName, multiCheck: 'true' } },
      signal,
    ),
  ]);
  return { options, preOrder };
}

async function loadInfo({ tariffId }: { tariffId: string }, signal: AbortSignal): Promise<TariffInfo> {
  const [faq, moreInfo] = await Promise.all([
    callEndpoint('tariffFaq', { query: { tariffId } }, signal),
    callEndpoint('tariffMoreInfo', { query: { tariffId } }, signal),
  ]);
  return { faq, moreInfo };
}

/** The single change's calls. */
export const tariffChangeActors = {
  load: fromPromise<LineData, { msisdn: string }>(({ input, signal }) => load(input, signal)),
  prepare: fromPromise<Preparation, { tariffId: string; offerName: string }>(({ input, signal }) =>
    prepare(input, signal),
  ),
  loadInfo: fromPromise<TariffInfo, { tariffId: string }>(({ input, signal }) => loadInfo(input, signal)),
  change: fromPromise<TariffChangeAnswer, ChangeInput>(({ input, signal }) =>
    callEndpoint('tariffChange', { body: input }, signal),
  ),
};

export async function loadTariffPage(
  { query, offset, limit }: PageRequest<TariffQuery>,
  signal: AbortSignal,
): Promise<PageResult<TariffLine>> {
  const body = { offset, limit, filter: query.filter, ...(query.sort ? { sort: query.sort } : {}) };
  const page = await callEndpoint('tariffGsmTable', { body }, signal);
  return { rows: page.items, total: page.total };
}

/** The bulk change's calls. */
export const tariffBulkActors = {
  check: fromPromise<TariffCanDo, { items: TariffMove[] }>(({ input, signal }) =>
    callEndpoint('tariffCanDoList', { body: input }, signal),
  ),
  start: fromPromise<TariffJob, { requestId: string; items: TariffMove[]; transactionId: string }>(
    ({ input, signal }) => callEndpoint('tariffBulkChange', { body: input }, signal),
  ),
};

export const loadJob = fromPromise<TariffJob, { jobId: string }>(async ({ input, signal }) => {
  const answer = await callEndpoint('tariffProgressBar', { body: { jobId: input.jobId } }, signal);
  if (!answer.job) throw new Error('İş bulunamadı.');
  return answer.job;
});
