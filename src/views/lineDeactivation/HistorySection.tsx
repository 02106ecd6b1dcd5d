import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { formatMsisdn } from '../../lib/msisdn';
import type { deactivationHistoryMachine } from '../../machines/lineDeactivation/deactivationHistoryMachine';
import type { LineDeactivationPageRef } from '../../machines/lineDeactivation/lineDeactivationPageMachine';
import { Button } from '../../ui/Button';
import { DataTable, type TableStatus } from '../../ui/table';
import { HISTORY_COLUMNS } from './columns';
import { DetailDialog } from './DetailDialog';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

/**
 * "Kapatma geçmişi": every deactivation of the company, found by part of a closed number; a row's
 * detail opens in a dialog the page's chart runs.
 */
export function HistorySection({
  page,
  history,
}: {
  page: LineDeactivationPageRef;
  history: ActorRefFrom<typeof deactivationHistoryMachine>;
}) {
  const data = useSelector(history, (s) => s.context.data);
  const loading = useSelector(history, (s) => s.hasTag('loading'));
  const failed = useSelector(history, (s) => s.hasTag('failed'));
  const canFilter = useSelector(history, (s) => s.can({ type: 'user.refresh' }));
  const openId = useSelector(page, (s) => s.context.detailId);
  const detail = useSelector(page, (s) => s.children.detail);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const msisdn = String(new FormData(event.currentTarget).get('msisdn') ?? '').trim();
    history.send({ type: 'user.refresh', input: { msisdn } });
  }

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Kapatma geçmişi
      </h2>
      <form
        onSubmit={submit}
        aria-label="Geçmiş filtreleri"
        className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-end"
      >
        <div className="sm:w-64">
          <label htmlFor={`${id}-msisdn`} className="mb-1 block text-sm font-medium text-slate-800">
            Hat numarası
          </label>
          <input id={`${id}-msisdn`} name="msisdn" inputMode="tel" maxLength={20} className={FIELD} />
        </div>
        <Button type="submit" disabled={!canFilter}>
          Listele
        </Button>
      </form>
      <DataTable
        caption="Kapatılan hatlar geçmişi"
        columns={HISTORY_COLUMNS}
        rows={data?.items ?? []}
        rowId={(d) => d.deactivationId}
        status={status}
        error="Kapatma geçmişi yüklenemedi."
        onRetry={() => history.send({ type: 'user.retry' })}
        emptyText="Bu ölçütlere uyan hat kapatma işlemi yok."
        regionLabel="Kapatma geçmişi listesi"
        searchLabel="Geçmişte ara"
        activeRowId={openId}
        rowActions={(d) => (
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            onClick={() => page.send({ type: 'user.detail.open', deactivationId: d.deactivationId })}
          >
            Ayrıntı<span className="sr-only">: {d.msisdns.map(formatMsisdn).join(', ')}</span>
          </Button>
        )}
      />
      {detail && <DetailDialog detail={detail} onClose={() => page.send({ type: 'user.detail.close' })} />}
    </section>
  );
}
