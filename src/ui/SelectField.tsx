import { type SelectHTMLAttributes, useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled select whose first choice is "all" (empty value): the filter bars' field. The rest of
 * the select's props pass through, so a form can read it by name or a view can control it.
 */
export function SelectField({
  label,
  options,
  allLabel = 'Tümü',
  ...select
}: { label: string; options: readonly SelectOption[]; allLabel?: string } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children'
>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        {...select}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
