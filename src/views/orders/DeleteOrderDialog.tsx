import { useSelector } from '@xstate/react';
import type { OrderDeleteRef } from '../../machines/orders/orderDeleteMachine';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** The confirmation step of the delete flow; open while the machine asks or deletes. */
export function DeleteOrderDialog({ remover, orderNo }: { remover: OrderDeleteRef; orderNo: string }) {
  const open = useSelector(remover, (s) => s.hasTag('dialog'));
  const busy = useSelector(remover, (s) => s.hasTag('busy'));
  const canCancel = useSelector(remover, (s) => s.can({ type: 'user.cancel' }));
  const cancel = () => remover.send({ type: 'user.cancel' });
  return (
    <Modal
      open={open}
      title="Siparişi sil"
      onClose={cancel}
      actions={
        <>
          <Button variant="secondary" disabled={!canCancel} onClick={cancel}>
            Vazgeç
          </Button>
          <Button variant="danger" busy={busy} onClick={() => remover.send({ type: 'user.confirm' })}>
            Evet, sil
          </Button>
        </>
      }
    >
      <p>
        <strong>{orderNo}</strong> numaralı siparişi silmek istediğinize emin misiniz? Silinen sipariş geri
        alınamaz.
      </p>
    </Modal>
  );
}
