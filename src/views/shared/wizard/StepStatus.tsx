import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import { Button } from '../../../ui/Button';

/** A wizard step that is loading (`busy`) or failed to load (`failed`); the HTTP actor has said why. */
export function StepStatus({ wizard }: { wizard: AnyActorRef }) {
  const failed = useSelector(wizard, (s: AnyMachineSnapshot) => s.hasTag('failed'));
  const busy = useSelector(wizard, (s: AnyMachineSnapshot) => s.hasTag('busy'));
  if (failed)
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">Bilgiler yüklenemedi.</p>
        <Button onClick={() => wizard.send({ type: 'user.retry' })}>Tekrar dene</Button>
      </div>
    );
  if (busy)
    return (
      <p role="status" className="text-sm text-slate-700">
        Yükleniyor…
      </p>
    );
  return null;
}
