import { useSelector } from '@xstate/react';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

const METHOD_TEXT = { SMS: 'SMS ile', CALL: 'telefonla aranarak' } as const;

/** Step 2: the transferring party is asked; the wizard asks the server until they answer. */
export function ApprovalStep({ wizard }: { wizard: TakeOverRef }) {
  const transferor = useSelector(wizard, (s) => s.context.order?.transferor ?? null);
  const message = useSelector(wizard, (s) => s.context.validation?.approval.message ?? '');
  const refusal = useSelector(wizard, (s) => s.context.validation?.message ?? '');
  const waiting = useSelector(wizard, (s) => s.hasTag('waiting'));
  const rejected = useSelector(wizard, (s) => s.hasTag('rejected'));
  const failed = useSelector(wizard, (s) => s.hasTag('failed'));
  const checking = useSelector(wizard, (s) => s.hasTag('busy'));

  return (
    <div className="space-y-4">
      {transferor && (
        <p className="text-sm text-slate-800">
          Devreden: <strong>{transferor.name}</strong> ({transferor.contactPhone}). Onayı{' '}
          {METHOD_TEXT[transferor.contactMethod]} isteniyor.
        </p>
      )}
      {rejected ? (
        <Alert>{refusal || message || 'Devir onaylanmadı.'}</Alert>
      ) : failed ? (
        <p className="text-sm text-slate-700">Onay durumu öğrenilemedi.</p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-800">
            {message || 'Devredenin onayı bekleniyor…'}
          </p>
          <p className="text-sm text-slate-700">
            Onay geldiğinde bir sonraki adıma kendiliğinden geçilir. Bu sayfadan ayrılırsanız devir
            siparişinize daha sonra kaldığınız yerden devam edebilirsiniz.
          </p>
        </>
      )}
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" disabled={checking} onClick={() => wizard.send({ type: 'user.back' })}>
          Geri
        </Button>
        {rejected ? (
          <Button onClick={() => wizard.send({ type: 'user.restart', draftId: crypto.randomUUID() })}>
            Yeni devir başlat
          </Button>
        ) : failed ? (
          <Button onClick={() => wizard.send({ type: 'user.retry' })}>Tekrar dene</Button>
        ) : (
          <Button
            variant="secondary"
            disabled={!waiting}
            busy={checking}
            onClick={() => wizard.send({ type: 'user.refresh' })}
          >
            Şimdi kontrol et
          </Button>
        )}
      </div>
    </div>
  );
}
