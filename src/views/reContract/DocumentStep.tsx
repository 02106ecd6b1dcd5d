import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import type { ReContractRef } from '../../machines/reContract/reContractMachine';
import { StepNav } from '../shared/wizard/StepNav';
import { StepStatus } from '../shared/wizard/StepStatus';

/** Step 4: the order's re-contract document, read and accepted; the order goes on only then. */
export function DocumentStep({ wizard }: { wizard: ReContractRef }) {
  const control = useSelector(wizard, (s) => s.context.document);
  const reading = useSelector(wizard, (s) => s.hasTag('editing') || s.hasTag('submitting'));
  const accepting = useSelector(wizard, (s) => s.hasTag('submitting'));
  const orderId = useSelector(wizard, (s) => s.context.orderId);
  const [accepted, setAccepted] = useState(false);
  if (!reading || !control) return <StepStatus wizard={wizard} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    wizard.send({ type: 'user.next.document', accepted });
  };
  return (
    <form noValidate className="space-y-5" onSubmit={submit}>
      <p className="text-sm text-slate-800">
        Siparişiniz <strong>{orderId}</strong> numarasıyla alındı. İşlemin başlaması için sözleşmeyi okuyup
        onaylayın.
      </p>
      <article
        aria-labelledby="re-contract-document-title"
        className="space-y-3 rounded-md bg-slate-50 p-4 text-sm leading-relaxed text-slate-900 ring-1 ring-slate-200"
      >
        <h3 id="re-contract-document-title" className="text-base font-semibold">
          {control.document.title}
        </h3>
        {control.document.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </article>
      <label className="flex items-start gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
        />
        Yeniden taahhüt sözleşmesini okudum ve kabul ediyorum.
      </label>
      <StepNav
        wizard={wizard}
        next={{ type: 'user.next.document', accepted }}
        nextLabel="Sözleşmeyi onayla"
        busy={accepting}
      />
    </form>
  );
}
