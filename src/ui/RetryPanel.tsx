import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';

/** What a failed load shows: why, announced at once, and the way to try again. */
export function RetryPanel({
  children,
  onRetry,
  disabled = false,
}: {
  children: ReactNode;
  onRetry: () => void;
  disabled?: boolean;
}) {
  return (
    <div className="space-y-3">
      <Alert>{children}</Alert>
      <Button variant="secondary" disabled={disabled} onClick={onRetry}>
        Tekrar dene
      </Button>
    </div>
  );
}
