import { formatNumber } from '../../../lib/format';
import type { ImportRow, ImportSpec } from '../../../lib/sheets/importTypes';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { ImportRowEditor } from './ImportRowEditor';

/**
 * The first bad rows are enough to see the pattern, and each is a row of inputs: 200 of them took
 * a 60 ms render and a 115 ms layout in one go (a file of 10,000 bad rows, bench:table); 50 stay
 * under the 50 ms a task may take.
 */
const SHOWN_ERROR_ROWS = 50;

interface Props {
  rows: readonly ImportRow[];
  spec: ImportSpec;
  submitting: boolean;
  submitError?: string;
  onFix(line: number, values: Record<string, string>): void;
  onRemove(line: number): void;
  onSubmit(): void;
  onRestart(): void;
}

/** The summary, the rows with an error as an editable table, and "Gönder". */
export function ImportReview({
  rows,
  spec,
  submitting,
  submitError,
  onFix,
  onRemove,
  onSubmit,
  onRestart,
}: Props) {
  const bad = rows.filter((row) => row.errors.length > 0);
  const ready = rows.length - bad.length;
  const shown = bad.slice(0, SHOWN_ERROR_ROWS);
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-medium text-slate-900">
        {formatNumber(ready)} satır hazır, {formatNumber(bad.length)} satırda hata
      </p>
      {submitError && <Alert>{submitError}</Alert>}
      {bad.length > 0 && (
        <div className="overflow-x-auto rounded-md ring-1 ring-slate-200">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Hatalı satırlar</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-2 py-2">
                  Satır
                </th>
                {spec.columns.map((column) => (
                  <th key={column.key} scope="col" className="px-2 py-2">
                    {column.header}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">İşlemler</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <ImportRowEditor
                  key={`${row.line}:${JSON.stringify(row.values)}`}
                  row={row}
                  spec={spec}
                  onFix={onFix}
                  onRemove={onRemove}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {bad.length > shown.length && (
        <p className="text-sm text-slate-700">
          İlk {formatNumber(shown.length)} hatalı satır gösteriliyor; düzelttikçe diğerleri görünür.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSubmit} disabled={bad.length > 0 || rows.length === 0} busy={submitting}>
          Gönder
        </Button>
        <Button variant="secondary" onClick={onRestart} disabled={submitting}>
          Başka dosya seç
        </Button>
      </div>
    </div>
  );
}
