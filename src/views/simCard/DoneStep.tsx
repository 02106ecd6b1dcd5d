import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { simCardOrderMachine } from '../../machines/simCard/simCardOrderMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LINK } from './texts';

/** The order is placed: its number, where to follow it, and a new order. */
export function DoneStep({ order }: { order: ActorRefFrom<typeof simCardOrderMachine> }) {
  const orderNo = useSelector(order, (s) => s.context.orderNo);
  const count = useSelector(order, (s) => s.context.lines.length);
  return (
    <section aria-label="Sipariş sonucu" className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <Alert tone="success">
        {count} hat için SIM kart siparişiniz alındı. Sipariş numarası: <strong>{orderNo}</strong>
      </Alert>
      <p className="text-sm text-slate-800">
        Siparişin durumunu{' '}
        <Link to={`/my-orders/${encodeURIComponent(orderNo)}`} className={LINK}>
          Siparişlerim’de {orderNo} numaralı siparişte
        </Link>{' '}
        izleyebilirsiniz.
      </p>
      <Button variant="secondary" onClick={() => order.send({ type: 'user.newOrder' })}>
        Yeni SIM kart siparişi
      </Button>
    </section>
  );
}
