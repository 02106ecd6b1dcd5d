import { useSelector } from '@xstate/react';
import { formatNumber } from '../../../lib/format';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';

/** Pasted or uploaded numbers being checked with the server: progress, a failed batch, cancel. */
export function IntakeStatus({ actorRef }: { actorRef: LinePickerRef }) {
  const resolving = useSelector(actorRef, (s) => s.hasTag('resolving'));
  const failed = useSelector(actorRef, (s) => s.hasTag('resolveFailed'));
  const resolved = useSelector(actorRef, (s) => s.context.progress.resolved);
  const total = useSelector(actorRef, (s) => s.context.progress.total);
  const error = useSelector(actorRef, (s) => s.context.resolveError);
  if (!resolving && !failed) return null;
  const cancel = (
    <Button variant="ghost" onClick={() => actorRef.send({ type: 'user.cancelResolve' })}>
      Kalanları kontrol etme
    </Button>
  );
  if (failed) {
    return (
      <div className="space-y-2">
        <Alert>
          {error} {formatNumber(total - resolved)} numara henüz kontrol edilmedi.
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => actorRef.send({ type: 'user.retryResolve' })}>
            Tekrar dene
          </Button>
          {cancel}
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-800">
        Numaralar kontrol ediliyor: {formatNumber(resolved)} / {formatNumber(total)}
      </p>
      <progress
        className="h-2 w-full"
        max={total}
        value={resolved}
        aria-label="Numara kontrolünün ilerleyişi"
      />
      {cancel}
    </div>
  );
}
