import { useSelector } from '@xstate/react';
import { confirmPageMachine } from '../../machines/additionalPackage/confirmPageMachine';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { DataTable, type TableStatus } from '../../ui/table';
import { usePageActor } from '../shared/usePageActor';
import { ContractDialog } from './ContractDialog';
import { WAITING_COLUMNS } from './columns';

/** /additional-package-confirm: the package orders waiting for approval, each with its contract. */
export default function ConfirmView() {
  const page = usePageActor(confirmPageMachine, undefined);
  // The list lives as long as the page: its ref never changes.
  const list = useSelector(page, (s) => s.children.list)!;
  const contract = useSelector(page, (s) => s.children.contract);
  const openId = useSelector(page, (s) => s.context.openId);
  const data = useSelector(list, (s) => s.context.data);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  // A colleague's decision takes the order off the list: "Listeyi yenile" reads it again.
  const canRefresh = useSelector(list, (s) => s.can({ type: 'user.refresh' }));

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
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            onClick={() => page.send({ type: 'user.contract.open', orderId: o.orderId })}
          >
            Sözleşme<span className="sr-only">: {o.orderId}</span>
          </Button>
        )}
      />
      {contract && (
        <ContractDialog contract={contract} onClose={() => page.send({ type: 'user.contract.close' })} />
      )}
    </div>
  );
}
