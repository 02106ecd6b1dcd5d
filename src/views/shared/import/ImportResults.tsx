import { formatNumber } from '../../../lib/format';
import type { SubmitResult } from '../../../lib/sheets/importTypes';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';

/** What a submitted row became, in the consumer's words ("kaydedildi", "siparişe eklendi"). */
export interface ImportResultTexts {
  /** After the count of accepted rows: "satır kaydedildi". */
  accepted: string;
  /** After the count of refused rows: "satır kaydedilemedi". */
  refused: string;
  /** The button that takes the refused rows back to review. */
  retry: string;
}

export const DEFAULT_RESULT_TEXTS: ImportResultTexts = {
  accepted: 'satır kaydedildi',
  refused: 'satır kaydedilemedi',
  retry: 'Kaydedilemeyen satırları düzelt',
};

interface Props {
  results: readonly SubmitResult[];
  texts?: ImportResultTexts;
  onRetryFailed(): void;
  onRestart(): void;
}

/** Each row's submit result: a count of the accepted ones and the refused ones with their reason. */
export function ImportResults({ results, texts = DEFAULT_RESULT_TEXTS, onRetryFailed, onRestart }: Props) {
  const refused = results.filter((result) => !result.ok);
  const accepted = results.length - refused.length;
  return (
    <div className="space-y-3">
      <Alert tone={refused.length > 0 ? 'info' : 'success'}>
        {formatNumber(accepted)} {texts.accepted}
        {refused.length > 0 ? `, ${formatNumber(refused.length)} ${texts.refused}.` : '.'}
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
        {refused.length > 0 && <Button onClick={onRetryFailed}>{texts.retry}</Button>}
        <Button variant="secondary" onClick={onRestart}>
          Yeni dosya yükle
        </Button>
      </div>
    </div>
  );
}
