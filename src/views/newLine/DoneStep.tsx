import { useSelector } from '@xstate/react';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';

const newDraftId = () => crypto.randomUUID();

/** The order exists: it is sent to MARS, then read back with its demand number. */
export function DoneStep({ wizard }: { wizard: NewLineRef }) {
  const orderId = useSelector(wizard, (s) => s.context.orderId);
  const demandNo = useSelector(wizard, (s) => s.context.demand?.demandNo ?? '');
  const title = useSelector(wizard, (s) => s.context.order?.title ?? '');
  const busy = useSelector(wizard, (s) => s.hasTag('busy'));
  const marsFailed = useSelector(wizard, (s) => s.matches('marsFailed'));
  if (busy)
    return (
      <p role="status" className="text-sm text-slate-700">
        Siparişiniz işleme gönderiliyor…
      </p>
    );
  if (marsFailed)
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-800">
          Siparişiniz {orderId} numarasıyla alındı ancak işleme gönderilemedi.
        </p>
        <Button onClick={() => wizard.send({ type: 'user.retry' })}>Tekrar gönder</Button>
      </div>
    );
  return (
    <div className="space-y-4">
      <Alert tone="success">
        {orderId ? (
          <>
            Siparişiniz alındı. Sipariş numaranız: <strong>{orderId}</strong>
          </>
        ) : (
          'Siparişiniz alındı.'
        )}
      </Alert>
      {title && <p className="text-sm text-slate-800">{title} işleme alındı.</p>}
      {demandNo && demandNo !== orderId && (
        <p className="text-sm text-slate-800">Talep numaranız: {demandNo}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {orderId && (
          <Link
            to={`/my-orders/${encodeURIComponent(orderId)}`}
            className="rounded-md px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50"
          >
            Siparişi görüntüle
          </Link>
        )}
        <Button
          variant="secondary"
          onClick={() => wizard.send({ type: 'user.restart', draftId: newDraftId() })}
        >
          Yeni sipariş başlat
        </Button>
      </div>
    </div>
  );
}
