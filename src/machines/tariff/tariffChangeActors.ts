import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { TariffChangeAnswer } from '../../api/tariff/types';
import type { ChangeInput, LineData, Preparation, TariffInfo } from './tariffChangeContext';

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
