import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { type HistoryQuery, ORDER_ACTIONS } from '../../api/additionalPackage/types';
import { downloadSheet } from '../../lib/sheets/download';
import { historyPageMachine } from '../../machines/additionalPackage/historyPageMachine';
import { Button } from '../../ui/Button';
import { ExportMenu } from '../../ui/ExportMenu';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { DataTable, type TableStatus } from '../../ui/table';
import { usePageActor } from '../shared/usePageActor';
import { HISTORY_COLUMNS } from './columns';
import { HistoryDetailDialog } from './HistoryDetailDialog';
import { ACTION_NAMES } from './texts';

const ACTION_OPTIONS = ORDER_ACTIONS.map((a) => ({ value: a, label: ACTION_NAMES[a] ?? a }));

/** /additional-package-history: every package order and cancellation of the company, filterable and exportable. */
export default function HistoryView() {
  const page = usePageActor(historyPageMachine, undefined);
  // The history lives as long as the page: its ref never changes.
  const history = useSelector(page, (s) => s.children.history)!;
  const detail = useSelector(page, (s) => s.children.detail);
  const openId = useSelector(page, (s) => s.context.openId);
  const data = useSelector(history, (s) => s.context.data);
  const loading = useSelector(history, (s) => s.hasTag('loading'));
  const failed = useSelector(history, (s) => s.hasTag('failed'));
  const canFilter = useSelector(history, (s) => s.can({ type: 'user.refresh' }));
  // The form's own date check: page state, no flow of its own.
  const [dateError, setDateError] = useState<string>();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const input = { text: value('text'), action: value('action'), from: value('from'), to: value('to') };
    if (input.from && input.to && input.to < input.from) {
      setDateError('Bitiş tarihi başlangıç tarihinden önce olamaz.');
      return;
    }
    setDateError(undefined);
    history.send({ type: 'user.refresh', input: input as HistoryQuery });
  }

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  return (
    <div className="space-y-6">
      <header>
        <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          Ek Paket Geçmişi
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          Şirketinizin ek paket siparişleri ve iptalleri, en yenisi üstte. Bir işlemin hat sonuçları için
          Ayrıntı’yı açın.
        </p>
      </header>
      <form
        onSubmit={submit}
        aria-label="Geçmiş filtreleri"
        noValidate
        className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-5 sm:items-start"
      >
        <TextField label="Numara, paket ya da kişi" name="text" maxLength={100} />
        <SelectField label="İşlem türü" name="action" options={ACTION_OPTIONS} />
        <TextField label="Başlangıç tarihi" name="from" type="date" />
        <TextField label="Bitiş tarihi" name="to" type="date" error={dateError} />
        <Button type="submit" disabled={!canFilter} className="sm:mt-6">
          Listele
        </Button>
      </form>
      <DataTable
        caption="Ek paket işlemleri"
        columns={HISTORY_COLUMNS}
        rows={data?.items ?? []}
        rowId={(o) => o.orderId}
        status={status}
        error="Ek paket geçmişi yüklenemedi."
        onRetry={() => history.send({ type: 'user.retry' })}
        emptyText="Bu ölçütlere uyan ek paket işlemi yok."
        regionLabel="Ek paket geçmişi listesi"
        searchLabel="Geçmişte ara"
        activeRowId={openId}
        toolbar={(view) => (
          <ExportMenu
            disabled={view.rows.length === 0}
            onExport={(format) => downloadSheet(format, 'ek-paket-gecmisi', view.columns, view.rows)}
          />
        )}
        rowActions={(o) => (
          <Button
            variant="ghost"
            className="px-3 py-1.5"
            onClick={() => page.send({ type: 'user.detail.open', orderId: o.orderId })}
          >
            Ayrıntı<span className="sr-only">: {o.orderId}</span>
          </Button>
        )}
      />
      {detail && (
        <HistoryDetailDialog detail={detail} onClose={() => page.send({ type: 'user.detail.close' })} />
      )}
    </div>
  );
}
