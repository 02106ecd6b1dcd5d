import { useSelector } from '@xstate/react';
import { requestHomeMachine } from '../../machines/requestSubmitting/requestHomeMachine';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { DataTable } from '../../ui/table';
import { usePageActor } from '../shared/usePageActor';
import { DEMAND_COLUMNS } from './columns';

/** /request-submitting: which requests the company can make, and the requests it has made. */
export default function RequestHomePage() {
  const home = usePageActor(requestHomeMachine, undefined);
  const data = useSelector(home, (s) => s.context.data);
  const error = useSelector(home, (s) => s.context.error);
  const loading = useSelector(home, (s) => s.hasTag('loading'));
  const failed = useSelector(home, (s) => s.hasTag('failed'));

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Talep Oluştur</h1>
        <p className="mt-1 text-sm text-slate-700">
          Yapmak istediğiniz talebi seçin. Belge gereken taleplerde belgeleri formda yüklersiniz.
        </p>
      </header>
      {loading && <Spinner label="Talepler yükleniyor" />}
      {failed && (
        <RetryPanel onRetry={() => home.send({ type: 'user.retry' })}>
          {error ?? 'Talep türleri yüklenemedi.'}
        </RetryPanel>
      )}
      {data && (
        <>
          <nav aria-label="Talep türleri" className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {data.menu.groups.map((group) => (
              <section key={group.groupId} className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
                <h2 className="mb-3 text-base font-semibold text-slate-900">{group.title}</h2>
                <ul className="space-y-3">
                  {group.items.map((item) => (
                    <li key={item.pageName}>
                      <Link
                        to={`/request-submitting/${item.pageName}`}
                        className="font-medium text-brand-800 underline hover:text-brand-900"
                      >
                        {item.title}
                      </Link>
                      <p className="text-sm text-slate-700">{item.description}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <section aria-labelledby="demand-history" className="space-y-3">
            <h2 id="demand-history" className="text-lg font-semibold text-slate-900">
              Taleplerim
            </h2>
            <p className="text-sm text-slate-700">
              {data.counts
                ? `Sonuçlanmamış hat işlemi talebi: ${data.counts.openDemands} · Sonuçlanmamış sipariş: ${data.counts.openOrders}`
                : 'Açık talep ve sipariş sayıları şu an gösterilemiyor.'}
            </p>
            <DataTable
              caption="Şirketinizin talepleri"
              columns={DEMAND_COLUMNS}
              rows={data.demands.items}
              rowId={(d) => d.demandId}
              emptyText="Henüz talep göndermediniz."
              regionLabel="Talep listesi"
              searchLabel="Taleplerde ara"
            />
          </section>
        </>
      )}
    </div>
  );
}
