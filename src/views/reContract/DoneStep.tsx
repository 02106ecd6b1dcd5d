import { useSelector } from '@xstate/react';
import { formatMoney } from '../../lib/format';
import type { ReContractRef } from '../../machines/reContract/reContractMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';

/** The document is accepted: the order is in progress and can be followed in My Orders. */
export function DoneStep({ wizard }: { wizard: ReContractRef }) {
  const orderId = useSelector(wizard, (s) => s.context.orderId);
  const order = useSelector(wizard, (s) => s.context.order);
  return (
    <div className="space-y-4">
      <Alert tone="success">
        Yeniden taahhüt siparişiniz onaylandı. Sipariş numaranız: <strong>{orderId}</strong>
      </Alert>
      {order && (
        <p className="text-sm text-slate-800">
          Durum: {order.statusName}. {order.msisdnList.length} hat için aylık toplam{' '}
          {formatMoney(order.monthlyTotal, { minDecimals: 2 })}, {order.offer.commitmentMonths} ay taahhüt.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={`/my-orders/${encodeURIComponent(orderId)}`}
          className="text-sm font-semibold text-brand-700 underline"
        >
          Siparişi Siparişlerim'de görüntüle
        </Link>
        <Button
          variant="secondary"
          onClick={() => wizard.send({ type: 'user.restart', draftId: crypto.randomUUID() })}
        >
          Yeni yeniden taahhüt başlat
        </Button>
      </div>
    </div>
  );
}
