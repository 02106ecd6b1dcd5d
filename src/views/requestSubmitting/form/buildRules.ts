/**
 * A served field's rules as react-hook-form rules: each served rule becomes the matching native
 * rule with its Turkish sentence, and what a native rule cannot say (a select's options, a
 * date, a number's bounds) is one validate function over the same pure checks the sandbox runs
 * (src/api/requestSubmitting/rules.ts). A new request type therefore needs no portal release.
 */
import type { RegisterOptions } from 'react-hook-form';
import { checkField, normalizedValue, patternOf, RULE_MESSAGES } from '../../../api/requestSubmitting/rules';
import type { FormField } from '../../../api/requestSubmitting/types';

export type FieldValues = Record<string, string | boolean>;

/** Texts are judged trimmed, as the sandbox judges them. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** `today` (an ISO day) is what a date's served window counts from. */
export function buildRules(field: FormField, today: string): RegisterOptions<FieldValues, string> {
  const { label, rules } = field;
  const out: RegisterOptions<FieldValues, string> = {};
  if (rules.required)
    out.required =
      field.kind === 'checkbox' ? RULE_MESSAGES.mustConfirm(label) : RULE_MESSAGES.required(label);
  if (field.kind === 'checkbox') return out;
  if (rules.minLength !== undefined)
    out.minLength = { value: rules.minLength, message: RULE_MESSAGES.minLength(label, rules.minLength) };
  if (rules.maxLength !== undefined)
    out.maxLength = { value: rules.maxLength, message: RULE_MESSAGES.maxLength(label, rules.maxLength) };
  // A number is judged in its national form, however it was written (the shared check does so).
  if (rules.pattern && field.kind !== 'msisdn')
    out.pattern = { value: patternOf(rules.pattern.regex), message: rules.pattern.message };
  // Whitespace only, options, dates and number bounds: the shared check says the same sentence.
  out.validate = { served: (value) => checkField(field, trimmed(value), today) ?? true };
  return out;
}

/** Empty values for a form's fields: unticked boxes, empty texts. */
export function defaultValues(fields: readonly FormField[]): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === 'checkbox' ? false : '']));
}

/** What is sent: trimmed texts, numbers in their national form, empty optional fields left out. */
export function submittedValues(fields: readonly FormField[], values: FieldValues): FieldValues {
  const out: FieldValues = {};
  for (const f of fields) {
    const value = values[f.name];
    if (typeof value === 'boolean') out[f.name] = value;
    else if (typeof value === 'string' && value.trim() !== '') out[f.name] = normalizedValue(f, value);
  }
  return out;
}
