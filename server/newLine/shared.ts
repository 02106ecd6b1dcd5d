/**
 * Small rules the new-line helpers share: kept apart so the number pool, SIM checks and order
 * lines answer refusals and conflicts the same way. Request shapes are checked by the rows'
 * schemas before a handler runs; these are the business refusals that follow.
 */
import { BODY_CODES } from '../../src/api/types';
import { ApiError } from '../envelope';

export const conflict = (code: string, message: string) => new ApiError(409, code, message);

/** A request that is well formed but cannot be accepted (the sentence says why). */
export const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);
