import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { OfferRequestRef } from '../../machines/tariff/offerRequestMachine';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** "Temsilcimden teklif iste": a note for the account manager, then the request's reference. */
export function OfferRequestDialog({
  request,
  tariffName,
}: {
  request: OfferRequestRef;
  tariffName: string;
}) {
  const open = useSelector(request, (s) => !s.matches('idle'));
  const sending = useSelector(request, (s) => s.hasTag('busy'));
  const answer = useSelector(request, (s) => s.context.answer);
  const [note, setNote] = useState('');
  const id = useId();
  const close = () => request.send({ type: 'user.close' });
  return (
    <Modal
      open={open}
      title="Temsilcimden teklif iste"
      onClose={close}
      actions={
        answer ? (
          <Button onClick={close}>Tamam</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Vazgeç
            </Button>
            <Button busy={sending} onClick={() => request.send({ type: 'user.send', note })}>
              Talebi gönder
            </Button>
          </>
        )
      }
    >
      {answer ? (
        <p role="status" className="text-sm text-slate-800">
          {answer.message}
        </p>
      ) : (
        <div className="space-y-3 text-sm text-slate-800">
          <p>
            {tariffName} için müşteri temsilcinizden teklif istenecek. Hattınızın tarifesi şimdi değişmez;
            temsilciniz sizinle iletişime geçer.
          </p>
          <div>
            <label htmlFor={`${id}-note`} className="mb-1 block font-medium">
              Temsilcinize notunuz (isteğe bağlı)
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600"
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
