import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import {
  type AbroadChangeAnswer,
  type AbroadExportRequest,
  type AbroadFilter,
  type AbroadLine,
  type AbroadService,
  type AbroadSummary,
  type AbroadValidation,
  MAX_ABROAD_PAGE,
} from '../../api/abroad/types';
import type { PageRequest, PageResult } from '../shared/pagedList/pagedListMachine';
import type { CollectInput, ValidateInput } from './abroadChangeMachine';
import type { ApplyInput } from './abroadConfirmMachine';
import type { AbroadQuery } from './abroadQuery';

/** One page of the company's lines with both services' state. */
export async function loadAbroadPage(
  { query, offset, limit }: PageRequest<AbroadQuery>,
  signal: AbortSignal,
): Promise<PageResult<AbroadLine>> {
  const body = { offset, limit, filter: query.filter, ...(query.sort ? { sort: query.sort } : {}) };
  const page = await callEndpoint('usageAbroadProductList', { body }, signal);
  return { rows: page.items, total: page.total };
}

/** Every number matching the filter, in pages the row serves whole ("all N matching" chosen). */
export async function collectAbroadNumbers(filter: AbroadFilter, signal: AbortSignal): Promise<string[]> {
  const numbers: string[] = [];
  let total = Number.POSITIVE_INFINITY;
  while (numbers.length < total) {
    const page = await callEndpoint(
      'usageAbroadProductList',
      { body: { offset: numbers.length, limit: MAX_ABROAD_PAGE, filter } },
      signal,
    );
    total = page.total;
    if (page.items.length === 0) break;
    numbers.push(...page.items.map((line) => line.msisdn));
  }
  return numbers;
}

/** The service's state over the company and its prices: each service has its own query row. */
export function loadAbroadSummary(service: AbroadService, signal: AbortSignal): Promise<AbroadSummary> {
  return service === 'ROAMING'
    ? callEndpoint('usageAbroadQuery', { body: {} }, signal)
    : callEndpoint('callAbroadQuery', { body: {} }, signal);
}

/** The validated change on the row of its service and action. */
export function applyAbroadChange(
  { validation, transactionId }: ApplyInput,
  signal: AbortSignal,
): Promise<AbroadChangeAnswer> {
  const call = { body: { validationId: validation.validationId, transactionId } };
  const open = validation.action === 'OPEN';
  if (validation.service === 'ROAMING')
    return callEndpoint(open ? 'usageAbroadOpen' : 'usageAbroadClose', call, signal);
  return callEndpoint(open ? 'callAbroadOpen' : 'callAbroadClose', call, signal);
}

export const abroadChangeActors = {
  collectNumbers: fromPromise<string[], CollectInput>(({ input, signal }) =>
    collectAbroadNumbers(input.filter, signal),
  ),
  validate: fromPromise<AbroadValidation, ValidateInput>(({ input, signal }) =>
    callEndpoint('usageAbroadGsmValidation', { body: input }, signal),
  ),
};

export const abroadConfirmActors = {
  apply: fromPromise<AbroadChangeAnswer, ApplyInput>(({ input, signal }) => applyAbroadChange(input, signal)),
};

/** The export's real call (blob mode: the file, or with sendMail the mail receipt). */
export const callAbroadExport = (body: AbroadExportRequest) => callEndpoint('usageAbroadExport', { body });
