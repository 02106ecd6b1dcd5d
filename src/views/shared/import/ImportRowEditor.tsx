import { type FormEvent, useState } from 'react';
import type { ImportRow, ImportSpec } from '../../../lib/sheets/importTypes';
import { Button } from '../../../ui/Button';

interface Props {
  row: ImportRow;
  spec: ImportSpec;
  onFix(line: number, values: Record<string, string>): void;
  onRemove(line: number): void;
}

/** One row with an error: its fields as inputs, each reason next to its field. */
export function ImportRowEditor({ row, spec, onFix, onRemove }: Props) {
  const [values, setValues] = useState(row.values);
  const formId = `import-row-${row.line}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    onFix(row.line, values);
  }

  // Errors not tied to a column of the spec (a server reason) are shown once after the fields.
  const known = new Set(spec.columns.map((c) => c.key));
  const rowErrors = row.errors.filter((e) => !known.has(e.column));
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="px-2 py-2 text-left text-sm font-medium text-slate-800">
        {row.line}
        <form id={formId} onSubmit={submit} aria-label={`Satır ${row.line}`} />
      </th>
      {spec.columns.map((column) => {
        const errors = row.errors.filter((e) => e.column === column.key);
        const errorId = `${formId}-${column.key}-error`;
        return (
          <td key={column.key} className="px-2 py-2">
            <input
              form={formId}
              aria-label={`${column.header}, satır ${row.line}`}
              aria-invalid={errors.length > 0 ? true : undefined}
              aria-describedby={errors.length > 0 ? errorId : undefined}
              value={values[column.key] ?? ''}
              onChange={(event) => setValues({ ...values, [column.key]: event.target.value })}
              className={`block w-full min-w-32 rounded-md border px-2 py-1 text-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${errors.length > 0 ? 'border-red-600' : 'border-slate-300'}`}
            />
            {errors.length > 0 && (
              <p id={errorId} className="mt-1 text-xs text-red-700">
                {errors.map((e) => e.message).join(' ')}
              </p>
            )}
          </td>
        );
      })}
      <td className="px-2 py-2">
        {rowErrors.length > 0 && (
          <p className="mb-1 text-xs text-red-700">{rowErrors.map((e) => e.message).join(' ')}</p>
        )}
        <div className="flex flex-wrap gap-1">
          <Button type="submit" form={formId} variant="secondary" className="px-2 py-1">
            Düzelt
          </Button>
          <Button variant="ghost" className="px-2 py-1" onClick={() => onRemove(row.line)}>
            Satırı kaldır
          </Button>
        </div>
      </td>
    </tr>
  );
}
