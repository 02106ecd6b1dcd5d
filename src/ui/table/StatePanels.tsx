import { Alert } from '../Alert';
import { RetryPanel } from '../RetryPanel';
import { Spinner } from '../Spinner';

/** First load: the table's place held by grey bars, with one announced "Yükleniyor". */
export function LoadingPanel({ caption }: { caption: string }) {
  return (
    <div className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <Spinner size="sm" label={`${caption} yükleniyor`} />
      <div aria-hidden="true" className="space-y-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className="h-8 animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}

export function ErrorPanel({ error, onRetry }: { error?: string; onRetry?: () => void }) {
  const text = error || 'Liste yüklenemedi.';
  return onRetry ? <RetryPanel onRetry={onRetry}>{text}</RetryPanel> : <Alert>{text}</Alert>;
}

export function EmptyPanel({ text }: { text: string }) {
  return (
    <div className="rounded-lg bg-white p-8 text-center text-sm text-slate-800 ring-1 ring-slate-200">
      <p>{text}</p>
    </div>
  );
}
