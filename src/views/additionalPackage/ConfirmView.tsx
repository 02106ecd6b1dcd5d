import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { waitingOrdersMachine } from '../../machines/additionalPackage/packageListsMachine';
import { Button } from '../../ui/Button';
import { DataTable, type TableStatus } from '../../ui/table';
import { ContractDialog } from './ContractDialog';
import { WAITING_COLUMNS } from './columns';

/** /additional-package-confirm: the package orders waiting for approval, each with its contract. */
export default function ConfirmView() {
  const list = useActorRef(waitingOrdersMachine, { input: {} });
  const data = useSelector(list, (s) => s.context.data);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  // A colleague's decision takes the order off the list: "Listeyi yenile" reads it again.
  const canRefresh = useSelector(list, (s) => s.can({ type: 'user.refresh' }));
  // Which order's contract is open: the page's own disclosure state.
  const [openId, setOpenId] = useState<string>();

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Onay Bekleyen Ek Paketler</h1>
        <p className="mt-1 text-sm text-slate-700">
          Tutarı onay sınırını aşan ek paket siparişleri, ek paket onay yetkisi olan bir kişi onaylayana kadar
          burada bekler. Her siparişin sözleşmesini açıp okuyabilirsiniz; onay ve ret{' '}
          <Link to="/pending-requests" className="font-medium text-brand-800 underline">
            Onay Bekleyen İşlemler
          </Link>{' '}
          sayfasından verilir.
        </p>
      </header>
      <Button variant="secondary" disabled={!canRefresh} onClick={() => list.send({ type: 'user.refresh' })}>
        Listeyi yenile
      </Button>
      <DataTable
        caption="Onay bekleyen siparişler"
        columns={WAITING_COLUMNS}
        rows={data?.items ?? []}
        rowId={(o) => o.orderId}
        status={status}
        error="Onay bekleyen siparişler yüklenemedi."
        onRetry={() => list.send({ type: 'user.retry' })}
        emptyText="Onay bekleyen ek paket siparişi yok."
        regionLabel="Onay bekleyen siparişler listesi"
        activeRowId={openId}
        rowActions={(o) => (
          <Button variant="ghost" className="px-3 py-1.5" onClick={() => setOpenId(o.orderId)}>
            Sözleşme<span className="sr-only">: {o.orderId}</span>
          </Button>
        )}
      />
      {openId && <ContractDialog orderId={openId} onClose={() => setOpenId(undefined)} />}
    </div>
  );
}
