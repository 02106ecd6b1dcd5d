import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import type { Actor } from 'xstate';
import { EXTRA_PACKET_TYPES, type ExtraPacketType, PACKET_TYPE_NAMES } from '../../api/extraPacketTypes';
import { downloadSheet } from '../../lib/sheets/download';
import type { extraPacketHistoryMachine } from '../../machines/extraPacket/extraPacketHistoryMachine';
import { Button } from '../../ui/Button';
import { ExportMenu } from '../../ui/ExportMenu';
import { SelectField } from '../../ui/SelectField';
import { DataTable, type TableStatus } from '../../ui/table';
import { HISTORY_COLUMNS } from './columns';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();
const TYPE_OPTIONS = EXTRA_PACKET_TYPES.map((type) => ({ value: type, label: PACKET_TYPE_NAMES[type] }));

/**
 * "İzin geçmişi": every permission change (who, when, which type, from what to what), found by part
 * of a number, a type and a period. The export writes the rows on screen in the browser: the
 * history is at most 2,000 rows and the spec has no export row for it.
 */
export function HistorySection({ history }: { history: Actor<typeof extraPacketHistoryMachine> }) {
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
    const type = text(form, 'type') as ExtraPacketType | '';
    // Said next to the dates before anything is sent; the sandbox says the same sentence.
    if (from && to && from > to) return setPeriodError('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    setPeriodError(null);
    const input = {
      msisdn: text(form, 'msisdn'),
      ...(type ? { type } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    };
    history.send({ type: 'user.refresh', input });
  }

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        İzin geçmişi
      </h2>
      <form
        onSubmit={submit}
        aria-label="Geçmiş filtreleri"
        className="grid grid-cols-1 gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div>
          <label htmlFor={`${id}-msisdn`} className="mb-1 block text-sm font-medium text-slate-800">
            Hat numarası
          </label>
          <input id={`${id}-msisdn`} name="msisdn" inputMode="tel" maxLength={40} className={FIELD} />
        </div>
        <SelectField label="Ek paket türü" name="type" defaultValue="" options={TYPE_OPTIONS} />
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
          <p id={`${id}-period`} className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
            {periodError}
          </p>
        )}
      </form>
      <DataTable
        caption="Ek paket izni değişiklikleri"
        columns={HISTORY_COLUMNS}
        rows={data?.items ?? []}
        rowId={(h) => String(h.id)}
        status={status}
        error="İzin geçmişi yüklenemedi."
        onRetry={() => history.send({ type: 'user.retry' })}
        emptyText="Bu ölçütlere uyan değişiklik yok."
        regionLabel="İzin geçmişi listesi"
        searchLabel="Geçmişte ara"
        toolbar={(view) => (
          <ExportMenu
            disabled={view.rows.length === 0}
            onExport={(format) => downloadSheet(format, 'ek-paket-izin-gecmisi', view.columns, view.rows)}
          />
        )}
      />
    </section>
  );
}
