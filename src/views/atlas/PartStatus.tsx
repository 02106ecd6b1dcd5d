import type { ReactNode } from 'react';
import { linkButton } from './panelStyles';

/** A part of the panel that loads: its loading line, or its error with a retry, or what it shows. */
export function PartStatus({
  state,
  loading,
  error,
  retry,
  onRetry,
  children,
}: {
  state: 'loading' | 'failed' | 'shown';
  loading: string;
  error: string | undefined;
  retry: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (state === 'loading')
    return (
      <p role="status" className="text-slate-700 text-sm">
        {loading}
      </p>
    );
  if (state === 'failed')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="alert" className="text-red-800 text-sm">
          {error}
        </p>
        <button type="button" className={linkButton} onClick={onRetry}>
          {retry}
        </button>
      </div>
    );
  return children;
}
