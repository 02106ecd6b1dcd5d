import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatNumber } from '../../lib/format';
import { type invoiceNameBulkMachine, targetCount } from '../../machines/lineUser/invoiceNameBulkMachine';
import type { PickLinesRef } from '../../machines/shared/linePicker/pickLines';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { PickLines } from '../shared/linePicker/PickLines';
import { refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { bulkFailureText } from './labels';

type BulkRef = ActorRefFrom<typeof invoiceNameBulkMachine>;

/**
 * "Faturada adı göster / gizle" for the chosen lines; enabled when some are chosen. The lines
 * come from the table's checkboxes or from the line picker, whose numbers replace the selection
 * (the update sends numbers, so lines not loaded in the table count too).
 */
export function InvoiceNameBulkButtons({ bulk, refusal }: { bulk: BulkRef; refusal: string }) {
  const right = useRight('lineUser', 'request');
  const canApply =
    useSelector(bulk, (s) => s.can({ type: 'user.apply', visible: true })) && right === 'granted';
  const describedBy = refusalId(right, refusal);
  // Spawned with the bulk flow: the picker's numbers replace the selection.
  const pickLines = useSelector(bulk, (s) => s.children.pickLines as PickLinesRef);
  return (
    <div className="flex flex-wrap gap-2">
      <PickLines
        dialog={pickLines}
        label="Hat listesiyle seç"
        description="Seçtiğiniz hatlar tablodaki seçimin yerine geçer; faturada adı gösterme ya da gizleme bu hatlara uygulanır."
        pickerTitle="Fatura adı ayarı için hatlar"
      />
      <Button
        variant="secondary"
        className="px-3 py-2"
        disabled={!canApply}
        aria-describedby={describedBy}
        onClick={() => bulk.send({ type: 'user.apply', visible: true })}
      >
        Faturada adı göster
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-2"
        disabled={!canApply}
        aria-describedby={describedBy}
        onClick={() => bulk.send({ type: 'user.apply', visible: false })}
      >
        Faturada adı gizle
      </Button>
    </div>
  );
}

/** The result sentence after an update, until dismissed. */
export function InvoiceNameBulkResult({ bulk }: { bulk: BulkRef }) {
  const done = useSelector(bulk, (s) => s.matches('done'));
  const updated = useSelector(bulk, (s) => s.context.updated);
  if (!done) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Alert tone="success">{formatNumber(updated)} hattın fatura adı ayarı güncellendi.</Alert>
      <Button variant="ghost" className="px-3 py-1.5" onClick={() => bulk.send({ type: 'user.dismiss' })}>
        Tamam
      </Button>
    </div>
  );
}

/** The confirmation naming how many lines change, and the failure with a retry. */
export function InvoiceNameBulkDialog({ bulk }: { bulk: BulkRef }) {
  const open = useSelector(bulk, (s) => s.hasTag('dialog'));
  const busy = useSelector(bulk, (s) => s.hasTag('busy'));
  const failure = useSelector(bulk, (s) => s.context.failure);
  const failed = useSelector(bulk, (s) => s.matches('failed'));
  const visible = useSelector(bulk, (s) => s.context.visible);
  const count = useSelector(bulk, (s) => targetCount(s.context));
  const cancel = () => {
    if (!busy) bulk.send({ type: 'user.cancel' });
  };
  return (
    <Modal
      open={open}
      title={visible ? 'Faturada ad gösterilsin mi?' : 'Faturada ad gizlensin mi?'}
      onClose={cancel}
      actions={
        <>
          <Button variant="ghost" disabled={busy} onClick={cancel}>
            Vazgeç
          </Button>
          <Button busy={busy} onClick={() => bulk.send({ type: 'user.confirm' })}>
            {failed ? 'Tekrar dene' : visible ? 'Göster' : 'Gizle'}
          </Button>
        </>
      }
    >
      <p>
        Seçilen <strong>{formatNumber(count)} hattın</strong> kullanıcı adı faturada{' '}
        {visible ? 'gösterilecek' : 'gösterilmeyecek'}.
      </p>
      {failed && failure && (
        <div className="mt-3">
          <Alert>{bulkFailureText(failure)}</Alert>
        </div>
      )}
    </Modal>
  );
}
