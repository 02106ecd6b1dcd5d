import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

/**
 * What a failed load shows: why, announced at once, and the way to try again, only when asking
 * again may help (`retryable`, the machine's say): a format error answers the same, so it offers
 * no "Tekrar dene".
 */
export function RetryPanel({
  children,
  onRetry,
  retryable = true,
}: {
  children: ReactNode;
  onRetry: () => void;
  retryable?: boolean;
}) {
  return (
    <div className="space-y-3">
      <Alert>{children}</Alert>
      {retryable && (
        <Button variant="secondary" onClick={onRetry}>
          Tekrar dene
        </Button>
      )}
    </div>
  );
}
