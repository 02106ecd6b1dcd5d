import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { dateBounds } from '../../../api/requestSubmitting/rules';
import type { FormField } from '../../../api/requestSubmitting/types';
import { buildRules, type FieldValues } from './buildRules';

const INPUT =
  'block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

const inputType = (field: FormField) =>
  field.kind === 'date' ? 'date' : field.kind === 'msisdn' ? 'tel' : 'text';

/**
 * One served field, registered with its served rules; its hint and its error are tied to it for
 * screen readers, and the error sits right under it.
 */
export function DynamicField({
  field,
  register,
  error,
  idPrefix,
  today,
}: {
  field: FormField;
  register: UseFormRegister<FieldValues>;
  error?: string;
  idPrefix: string;
  /** The person's day (ISO), which a date's served window counts from. */
  today: string;
}) {
  const id = `${idPrefix}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const border = error ? 'border-red-600' : 'border-slate-300';
  const control = register(field.name, buildRules(field, today));
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.rules.required ? true : undefined,
  } as const;
  // Outside the label: a browser may read a hidden star into a select's name.
  const required = field.rules.required ? <span aria-hidden="true"> *</span> : null;
  const hint = field.hint && (
    <p id={hintId} className="mt-1 text-xs text-slate-600">
      {field.hint}
    </p>
  );
  const problem = error && (
    <p id={errorId} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );

  if (field.kind === 'checkbox')
    return (
      <div>
        <div className="flex items-start gap-2">
          <input {...control} {...common} type="checkbox" className="mt-1 h-4 w-4 rounded border-slate-400" />
          <label htmlFor={id} className="text-sm text-slate-800">
            {field.label}
          </label>
          {required}
        </div>
        {hint}
        {problem}
      </div>
    );

  const label = (
    <div className="mb-1 text-sm font-medium text-slate-800">
      <label htmlFor={id}>{field.label}</label>
      {required}
    </div>
  );
  let input: ReactNode;
  if (field.kind === 'select')
    input = (
      <select {...control} {...common} className={`${INPUT} ${border} bg-white`}>
        <option value="">Seçin</option>
        {(field.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else if (field.kind === 'textarea')
    input = <textarea {...control} {...common} rows={3} className={`${INPUT} ${border}`} />;
  else
    input = (
      <input
        {...control}
        {...common}
        type={inputType(field)}
        {...(field.kind === 'date' ? dateBounds(field, today) : {})}
        inputMode={field.kind === 'number' || field.kind === 'msisdn' ? 'numeric' : undefined}
        autoComplete="off"
        className={`${INPUT} ${border}`}
      />
    );
  return (
    <div>
      {label}
      {input}
      {hint}
      {problem}
    </div>
  );
}
