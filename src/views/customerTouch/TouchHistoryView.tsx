import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import { TOUCH_CHANNELS, type TouchChannel } from '../../api/customerTouch/types';
import { formatPeriod } from '../../lib/format';
import { saveBlob } from '../../lib/saveBlob';
import {
  EMPTY_TOUCH_QUERY,
  exportTouchHistory,
  touchHistoryMachine,
} from '../../machines/customerTouch/touchHistoryMachine';
import { Button } from '../../ui/Button';
import { ExportControls } from '../../ui/ExportControls';
import { SelectField } from '../../ui/SelectField';
import { DataTable, type TableStatus } from '../../ui/table';
import { CHANNEL_LABELS, TOUCH_COLUMNS } from './columns';

const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';
const CHANNEL_OPTIONS = TOUCH_CHANNELS.map((c) => ({ value: c, label: CHANNEL_LABELS[c] }));

/** /ctt-history: the company's calls, visits, requests and e-mails with the operator. */
export default function TouchHistoryView() {
  const history = useActorRef(touchHistoryMachine, { input: EMPTY_TOUCH_QUERY });
  const data = useSelector(history, (s) => s.context.data);
  const loading = useSelector(history, (s) => s.hasTag('loading'));
  const failed = useSelector(history, (s) => s.hasTag('failed'));
  const canFilter = useSelector(history, (s) => s.can({ type: 'user.refresh' }));
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '');
    history.send({
      type: 'user.refresh',
      input: { period: read('period'), channel: read('channel') as TouchChannel | '', text: read('text') },
    });
  }

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  const periods = (data?.periods ?? []).map((p) => ({ value: p, label: formatPeriod(p) }));
  const partial = data && data.totalCount > data.items.length;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Müşteri Temas Geçmişi</h1>
        <p className="text-sm text-slate-700">
          Şirketinizin operatörle görüşmeleri, ziyaretler, talepler ve e-postalar; en yenisi en üstte.
        </p>
      </div>
      <form
        onSubmit={submit}
        aria-label="Temas geçmişi filtreleri"
        className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-4 sm:items-end"
      >
        <SelectField label="Dönem" name="period" options={periods} allLabel="Tüm dönemler" />
        <SelectField label="Kanal" name="channel" options={CHANNEL_OPTIONS} allLabel="Tüm kanallar" />
        <div>
          <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-slate-800">
            Konu, temsilci veya kayıt no
          </label>
          <input id={`${id}-text`} name="text" maxLength={100} className={FIELD} />
        </div>
        <Button type="submit" disabled={!canFilter}>
          Listele
        </Button>
      </form>
      {partial && (
        <p role="status" className="text-sm text-slate-700">
          {data.totalCount} kaydın en yeni {data.items.length} tanesi gösteriliyor; daha eskileri için dönem
          seçin.
        </p>
      )}
      <DataTable
        caption="Müşteri temas kayıtları"
        columns={TOUCH_COLUMNS}
        rows={data?.items ?? []}
        rowId={(t) => t.id}
        status={status}
        error="Temas geçmişi yüklenemedi."
        onRetry={() => history.send({ type: 'user.retry' })}
        emptyText="Bu ölçütlere uyan temas kaydı yok."
        regionLabel="Temas geçmişi listesi"
        searchLabel={null}
        toolbar={
          <ExportControls
            disabled={!data || data.totalCount === 0}
            onExport={(format, sendMail) =>
              // The listed filters, not what the form says now: the file matches the table.
              exportTouchHistory(history.getSnapshot().context.input, format, sendMail, saveBlob)
            }
          />
        }
      />
    </div>
  );
}
