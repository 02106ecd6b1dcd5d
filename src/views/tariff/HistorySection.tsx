import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { downloadSheet } from '../../lib/sheets/download';
import type { TariffHistoryFilter } from '../../machines/tariff/tariffHistoryMachine';
import { Button } from '../../ui/Button';
import { ExportMenu } from '../../ui/ExportMenu';
import { DataTable, type TableStatus } from '../../ui/table';
import { HISTORY_COLUMNS } from './columns';
import type { HistoryRef } from './types';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

/**
 * Tariff changes, newest first, narrowed by part of a number (not on a line's page, which has
 * its number), a tariff and a period; "Dışa aktar" writes the rows on screen.
 */
export function HistorySection({ history, lineMsisdn }: { history: HistoryRef; lineMsisdn?: string }) {
  const data = useSelector(history, (s) => s.context.data);
  const loading = useSelector(history, (s) => s.hasTag('loading'));
  const failed = useSelector(history, (s) => s.hasTag('failed'));
  const error = useSelector(history, (s) => s.context.error);
  const canFilter = useSelector(history, (s) => s.can({ type: 'user.refresh' }));
  const id = useId();
  // A period that ends before it starts is said next to the dates, before any call.
  const [periodProblem, setPeriodProblem] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '').trim();
    const filter: TariffHistoryFilter = {
      msisdn: lineMsisdn ?? read('msisdn'),
      tariffName: read('tariffName'),
      from: read('from'),
      to: read('to'),
    };
    if (filter.from && filter.to && filter.to < filter.from) {
      setPeriodProblem('Bitiş tarihi başlangıç tarihinden önce olamaz.');
      return;
    }
    setPeriodProblem(undefined);
    history.send({ type: 'user.refresh', input: filter });
  }

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Tarife değişikliği geçmişi
      </h2>
      <form
        onSubmit={submit}
        aria-label="Geçmiş filtreleri"
        className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        {!lineMsisdn && (
          <label className="text-sm font-medium text-slate-800">
            Hat numarası
            <input name="msisdn" inputMode="tel" className={`mt-1 ${FIELD}`} autoComplete="off" />
          </label>
        )}
        <label className="text-sm font-medium text-slate-800">
          Tarife adı
          <input name="tariffName" className={`mt-1 ${FIELD}`} autoComplete="off" />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Başlangıç tarihi
          <input
            type="date"
            name="from"
            className={`mt-1 ${FIELD}`}
            aria-describedby={periodProblem ? `${id}-period` : undefined}
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Bitiş tarihi
          <input
            type="date"
            name="to"
            className={`mt-1 ${FIELD}`}
            aria-invalid={periodProblem ? true : undefined}
            aria-describedby={periodProblem ? `${id}-period` : undefined}
          />
        </label>
        <Button type="submit" disabled={!canFilter}>
          Listele
        </Button>
        {periodProblem && (
          <p id={`${id}-period`} role="alert" className="text-sm text-red-800 sm:col-span-2 lg:col-span-5">
            {periodProblem}
          </p>
        )}
      </form>
      <DataTable
        caption="Tarife değişiklikleri"
        columns={HISTORY_COLUMNS}
        rows={data?.items ?? []}
        rowId={(c) => c.changeId}
        status={status}
        error={`Geçmiş yüklenemedi. ${error ?? ''}`.trim()}
        onRetry={() => history.send({ type: 'user.retry' })}
        emptyText="Bu ölçütlere uyan tarife değişikliği yok."
        regionLabel="Tarife değişiklikleri listesi"
        maxHeight="50vh"
        toolbar={(view) => (
          <ExportMenu
            disabled={view.rows.length === 0}
            onExport={(format) => downloadSheet(format, 'tarife-gecmisi', view.columns, view.rows)}
          />
        )}
      />
    </section>
  );
}
