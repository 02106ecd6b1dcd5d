/**
 * Glue between the contract's field schemas and react-hook-form, so a form refuses exactly what
 * the sandbox would, in the same Turkish words, before anything is sent (issue 24: a 262-character
 * name passed the form and was refused by the server).
 */
import type * as v from 'valibot';
import { validate } from '../api/contract/issues';
import { normalizeMsisdn } from './msisdn';

/** A `validate` rule asking the contract's own schema of the field. */
export const fieldRule = (schema: v.GenericSchema) => (value: unknown) => {
  const result = validate(schema, value);
  return result.ok || result.message;
};

/**
 * A mobile number as people write it ("0532 111 22 33", "+90 532 111 22 33", "(0532) 111-22-33")
 * in the 10-digit form the contract takes; what does not read as a number is kept as typed, so the
 * rule names what is wrong with it.
 */
export const asMobile = (value: unknown) => {
  const text = String(value ?? '').trim();
  return normalizeMsisdn(text) ?? text;
};
