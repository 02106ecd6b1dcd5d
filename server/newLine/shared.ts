/**
 * Small rules the new-line helpers share: kept apart so the number pool, SIM checks and order
 * lines answer conflicts, lists and product types the same way.
 */
import { NEW_LINE_PRODUCT_TYPES, type NewLineProductType, type SimType } from '../../src/api/newLineTypes';
import { ApiError } from '../envelope';
import { invalid, text } from '../validate';

const PRODUCT_RULE = text({ oneOf: NEW_LINE_PRODUCT_TYPES });
export const SIM_TYPES: readonly SimType[] = ['PHYSICAL', 'ESIM'];

export const conflict = (code: string, message: string) => new ApiError(409, code, message);

export function records(value: unknown, field: string): Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length > 50) throw invalid(`${field} alanı bir liste olmalıdır.`);
  return value.map((item) => {
    if (typeof item !== 'object' || item === null) throw invalid(`${field} alanı bir liste olmalıdır.`);
    return item as Record<string, unknown>;
  });
}

export const productType = (value: unknown, field = 'productType') =>
  PRODUCT_RULE.parse(value, field) as NewLineProductType;
