import type { AnyActorRef } from 'xstate';
import { Button } from '../../../ui/Button';

const newDraftId = () => crypto.randomUUID();

/** A wizard's `step:resume`: go on with the saved draft, or start a new one under a fresh id. */
export function ResumeOffer({ wizard, text }: { wizard: AnyActorRef; text: string }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">{text}</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => wizard.send({ type: 'user.resume' })}>Kaldığınız yerden devam edin</Button>
        <Button
          variant="secondary"
          onClick={() => wizard.send({ type: 'user.startOver', draftId: newDraftId() })}
        >
          Yeni sipariş başlat
        </Button>
      </div>
    </div>
  );
}
