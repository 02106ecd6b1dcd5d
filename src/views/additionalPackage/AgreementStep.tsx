import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Button } from '../../ui/Button';
import type { OrderRef } from './types';

/** Step 2: the agreement text, which the person must accept before the summary. */
export function AgreementStep({ flow }: { flow: OrderRef }) {
  const agreement = useSelector(flow, (s) => s.context.agreement);
  const accepted = useSelector(flow, (s) => s.context.accepted);
  const canNext = useSelector(flow, (s) => s.can({ type: 'user.next' }));
  const id = useId();
  if (!agreement) return null;
  return (
    <div className="space-y-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {agreement.title}
      </h3>
      {/* Shown whole, not in a scrolling box: nothing to reach by keyboard, nothing hidden on a phone. */}
      <section
        aria-labelledby={`${id}-title`}
        className="space-y-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200"
      >
        {agreement.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p className="text-xs text-slate-600">Sürüm {agreement.version}</p>
      </section>
      <label className="flex items-start gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => flow.send({ type: 'agreement.accept', accepted: e.currentTarget.checked })}
          className="mt-0.5 h-4 w-4"
        />
        Ek paket sözleşmesini okudum ve kabul ediyorum.
      </label>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => flow.send({ type: 'user.back' })}>
          Geri
        </Button>
        <Button disabled={!canNext} onClick={() => flow.send({ type: 'user.next' })}>
          Devam
        </Button>
      </div>
    </div>
  );
}
