import { useSelector } from '@xstate/react';
import { formatDateTime } from '../../lib/format';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';

/** The order is finalized: it is sent to MARS, which starts the transfer. */
export function DoneStep({ wizard }: { wizard: TakeOverRef }) {
  const orderId = useSelector(wizard, (s) => s.context.orderId);
  const mars = useSelector(wizard, (s) => s.context.mars);
  const busy = useSelector(wizard, (s) => s.hasTag('busy'));
  const failed = useSelector(wizard, (s) => s.hasTag('failed'));
  if (busy)
    return (
      <p role="status" className="text-sm text-slate-700">
        Devir siparişiniz işleme gönderiliyor…
      </p>
    );
  if (failed)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-800">
          Devir siparişiniz {orderId} numarasıyla onaylandı ancak işleme gönderilemedi.
        </p>
        <Button onClick={() => wizard.send({ type: 'user.retry' })}>Tekrar gönder</Button>
      </div>
    );
  return (
    <div className="space-y-4">
      <Alert tone="success">
        Devir siparişiniz alındı. Sipariş numaranız: <strong>{orderId}</strong>
      </Alert>
      {mars && (
        <p className="text-sm text-slate-800">
          Durum: {mars.statusName}. Devrin {formatDateTime(mars.expectedCompletionAt)} tarihine kadar
          tamamlanması bekleniyor.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to="/orders" className="text-sm font-semibold text-brand-700 underline">
          Siparişlerim
        </Link>
        <Link to="/take-over/orders" className="text-sm font-semibold text-brand-700 underline">
          Devir siparişlerim
        </Link>
        <Button
          variant="secondary"
          onClick={() => wizard.send({ type: 'user.restart', draftId: crypto.randomUUID() })}
        >
          Yeni devir başlat
        </Button>
      </div>
    </div>
  );
}
