import { callEndpoint } from '../../../actors/http';
import {
  type LineProductType,
  type LineStatus,
  type LineUserFilter,
  type LineUserProduct,
  MAX_LINE_USER_PAGE,
} from '../../../api/lineUser/types';
import { pickerOver } from './pagedLineSource';
import type { LineFilters, PickerLine } from './types';

const toPickerLine = (row: LineUserProduct): PickerLine => ({
  msisdn: row.msisdn,
  productType: row.productType,
  tariffName: row.tariffName,
  status: row.status,
  userName: row.userName,
  roaming: row.roaming,
});

function filterOf(text: string, filters: LineFilters): LineUserFilter {
  const trimmed = text.trim();
  return {
    ...(trimmed ? { text: trimmed } : {}),
    ...(filters.productType ? { productType: filters.productType as LineProductType } : {}),
    ...(filters.tariffName ? { tariffName: filters.tariffName } : {}),
    ...(filters.status ? { status: filters.status as LineStatus } : {}),
    ...(filters.roaming === undefined ? {} : { roaming: filters.roaming }),
    ...(filters.userName?.trim() ? { userName: filters.userName.trim() } : {}),
  };
}

/**
 * The picker over every line of the company: the line-user list row (spec §7), which holds each
 * line with its user, tariff and state. Pages without a line list of their own (line users'
 * invoice names, SIM card orders) choose lines with it.
 */
export const companyLinesPicker = pickerOver<LineUserProduct>({
  pageSize: MAX_LINE_USER_PAGE,
  findPage: ({ text, filters, ...page }, signal) =>
    callEndpoint('lineUserProductList', { body: { ...page, filter: filterOf(text, filters) } }, signal),
  resolvePage: (body, signal) => callEndpoint('lineUserProductList', { body }, signal),
  toPickerLine,
});
