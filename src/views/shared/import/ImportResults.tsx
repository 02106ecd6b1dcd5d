import { formatNumber } from '../../../lib/format';
import type { SubmitResult } from '../../../lib/sheets/importTypes';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';

interface Props {
  results: readonly SubmitResult[];
  onRetryFailed(): void;
  onRestart(): void;
}

/** Each row's submit result: a count of the accepted ones and the refused ones with their reason. */
export function ImportResults({ results, onRetryFailed, onRestart }: Props) {
  const refused = results.filter((result) => !result.ok);
  const accepted = results.length - refused.length;
  return (
    <div className="space-y-3">
      <Alert tone={refused.length > 0 ? 'info' : 'success'}>
        {formatNumber(accepted)} satır kaydedildi
        {refused.length > 0 ? `, ${formatNumber(refused.length)} satır kaydedilemedi.` : '.'}
      </Alert>
      {refused.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-md text-sm ring-1 ring-slate-200">
          {refused.map((result) => (
            <li key={result.line} className="px-3 py-2">
              <span className="font-medium">Satır {result.line}:</span>{' '}
              <span className="text-red-700">{result.message ?? 'Kaydedilemedi.'}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {refused.length > 0 && <Button onClick={onRetryFailed}>Kaydedilemeyen satırları düzelt</Button>}
        <Button variant="secondary" onClick={onRestart}>
          Yeni dosya yükle
        </Button>
      </div>
    </div>
  );
}
