import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import type { Actor } from 'xstate';
import type { secureInternetHistoryMachine } from '../../machines/secureInternet/secureInternetHistoryMachine';
import { Button } from '../../ui/Button';
import { DataTable, type TableStatus } from '../../ui/table';
import { HISTORY_COLUMNS } from './columns';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** "Değişiklik geçmişi": every profile change, found by part of a number and a period. */
export function HistorySection({ history }: { history: Actor<typeof secureInternetHistoryMachine> }) {
  const data = useSelector(history, (s) => s.context.data);
  const loading = useSelector(history, (s) => s.hasTag('loading'));
  const failed = useSelector(history, (s) => s.hasTag('failed'));
  const canFilter = useSelector(history, (s) => s.can({ type: 'user.refresh' }));
  const [periodError, setPeriodError] = useState<string | null>(null);
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = text(form, 'from');
    const to = text(form, 'to');
    // Said next to the dates before anything is sent; the sandbox says the same sentence.
    if (from && to && from > to) return setPeriodError('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    setPeriodError(null);
    const input = { msisdn: text(form, 'msisdn'), ...(from ? { from } : {}), ...(to ? { to } : {}) };
    history.send({ type: 'user.refresh', input });
  }

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Değişiklik geçmişi
      </h2>
      <form
        onSubmit={submit}
        aria-label="Geçmiş filtreleri"
        className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-4"
      >
        <div>
          <label htmlFor={`${id}-msisdn`} className="mb-1 block text-sm font-medium text-slate-800">
            Hat numarası
          </label>
          <input id={`${id}-msisdn`} name="msisdn" inputMode="tel" maxLength={40} className={FIELD} />
        </div>
        {(['from', 'to'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
              {name === 'from' ? 'Başlangıç tarihi' : 'Bitiş tarihi'}
            </label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="date"
              aria-invalid={periodError ? true : undefined}
              aria-describedby={periodError ? `${id}-period` : undefined}
              className={FIELD}
            />
          </div>
        ))}
        <div className="flex items-end">
          <Button type="submit" disabled={!canFilter}>
            Listele
          </Button>
        </div>
        {periodError && (
          <p id={`${id}-period`} className="text-sm text-red-700 sm:col-span-4">
            {periodError}
          </p>
        )}
      </form>
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
