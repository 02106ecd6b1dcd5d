import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, EventFrom } from 'xstate';
import { Button } from '../../../ui/Button';

/**
 * Geri and Devam of a wizard step. Both follow the machine: Geri when the step accepts
 * `user.back`, Devam when it would accept the step's submit with the values as they are now.
 */
export function StepNav<TRef extends AnyActorRef>({
  wizard,
  next,
  nextLabel = 'Devam',
  busy = false,
  blocked = false,
  refusal,
  why,
}: {
  wizard: TRef;
  next: EventFrom<TRef>;
  nextLabel?: string;
  busy?: boolean;
  /** The form shows a problem next to a field: Devam waits until it is mended. */
  blocked?: boolean;
  /**
   * The id of the note saying why the person may not go on (src/views/shared/RefusalNote.tsx):
   * Devam stays closed and names the reason in its aria-describedby (issue 37).
   */
  refusal?: string;
  /** What is missing, in Turkish (the step's machine rule decides it): said next to a shut Devam. */
  why?: string;
}) {
  const canBack = useSelector(wizard, (s: AnyMachineSnapshot) => s.can({ type: 'user.back' }));
  const canNext = useSelector(wizard, (s: AnyMachineSnapshot) => s.can(next));
  const whyId = useId();
  const shut = !canNext || blocked || !!refusal;
  // A refusal is said by its own note; what is missing only when the person may go on at all.
  const saysWhy = shut && !busy && !refusal && why !== undefined;
  const describedBy = refusal ?? (saysWhy ? whyId : undefined);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
      <Button variant="secondary" disabled={!canBack} onClick={() => wizard.send({ type: 'user.back' })}>
        Geri
      </Button>
      <div className="flex flex-wrap items-center justify-end gap-3">
        {saysWhy && (
          <p id={whyId} className="text-sm text-slate-700">
            {why}
          </p>
        )}
        <Button type="submit" disabled={shut} busy={busy} aria-describedby={describedBy}>
          {nextLabel}
        </Button>
      </div>
    </div>
  );
}
