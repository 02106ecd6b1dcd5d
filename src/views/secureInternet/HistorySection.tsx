import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { secureInternetHistoryMachine } from '../../machines/secureInternet/secureInternetHistoryMachine';
import { DataTable, type TableStatus } from '../../ui/table';
import { HistoryFilterForm } from '../shared/HistoryFilterForm';
import { HISTORY_COLUMNS } from './columns';

/** "Değişiklik geçmişi": every profile change, found by part of a number and a period. */
export function HistorySection({ history }: { history: ActorRefFrom<typeof secureInternetHistoryMachine> }) {
  const data = useSelector(history, (s) => s.context.data);
  const loading = useSelector(history, (s) => s.hasTag('loading'));
  const failed = useSelector(history, (s) => s.hasTag('failed'));
  const canFilter = useSelector(history, (s) => s.can({ type: 'user.refresh' }));
  const id = useId();

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Değişiklik geçmişi
      </h2>
      <HistoryFilterForm
        canFilter={canFilter}
        onFilter={(input) => history.send({ type: 'user.refresh', input })}
      />
      <DataTable
        caption="Profil değişiklikleri"
        columns={HISTORY_COLUMNS}
        rows={data?.items ?? []}
        rowId={(h) => String(h.id)}
        status={status}
        error="Değişiklik geçmişi yüklenemedi."
        onRetry={() => history.send({ type: 'user.retry' })}
        emptyText="Bu ölçütlere uyan değişiklik yok."
        regionLabel="Değişiklik geçmişi listesi"
        searchLabel="Geçmişte ara"
      />
    </section>
  );
}
