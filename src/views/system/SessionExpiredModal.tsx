import { useSelector } from '@xstate/react';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { useSessionRef } from '../shared/sessionActor';

export function SessionExpiredModal() {
  const session = useSessionRef();
  const open = useSelector(session, (s) => s.hasTag('view:expired'));
  const acknowledge = () => session.send({ type: 'user.acknowledgeExpiry' });
  return (
    <Modal
      open={open}
      title="Oturumunuz sona erdi"
      onClose={acknowledge}
      actions={<Button onClick={acknowledge}>Tekrar giriş yap</Button>}
    >
      Uzun süre işlem yapılmadığı için güvenliğiniz gereği oturumunuz kapatıldı. Kaldığınız sayfaya giriş
      yaptıktan sonra geri döneceksiniz.
    </Modal>
  );
}
