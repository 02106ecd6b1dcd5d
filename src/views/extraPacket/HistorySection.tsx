import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { EXTRA_PACKET_TYPES, type ExtraPacketType, PACKET_TYPE_NAMES } from '../../api/extraPacket/types';
import { downloadSheet } from '../../lib/sheets/download';
import type { extraPacketHistoryMachine } from '../../machines/extraPacket/extraPacketHistoryMachine';
import { ExportMenu } from '../../ui/ExportMenu';
import { SelectField } from '../../ui/SelectField';
import { DataTable, type TableStatus } from '../../ui/table';
import { HistoryFilterForm } from '../shared/HistoryFilterForm';
import { HISTORY_COLUMNS } from './columns';

const TYPE_OPTIONS = EXTRA_PACKET_TYPES.map((type) => ({ value: type, label: PACKET_TYPE_NAMES[type] }));

/**
 * "İzin geçmişi": every permission change (who, when, which type, from what to what), found by part
 * of a number, a type and a period. The export writes the rows on screen in the browser: the
 * history is at most 2,000 rows and the spec has no export row for it.
 */
export function HistorySection({ history }: { history: ActorRefFrom<typeof extraPacketHistoryMachine> }) {
  const data = useSelector(history, (s) => s.context.data);
  const loading = useSelector(history, (s) => s.hasTag('loading'));
  const failed = useSelector(history, (s) => s.hasTag('failed'));
  const canFilter = useSelector(history, (s) => s.can({ type: 'user.refresh' }));
  const id = useId();

  const status: TableStatus = failed ? 'error' : loading ? 'loading' : 'ready';
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        İzin geçmişi
      </h2>
      <HistoryFilterForm
        canFilter={canFilter}
        columns={5}
        onFilter={(input) => history.send({ type: 'user.refresh', input })}
        extra={(filter, form) => {
          const type = String(form.get('type') ?? '') as ExtraPacketType | '';
          return { ...filter, ...(type ? { type } : {}) };
        }}
      >
        <SelectField label="Ek paket türü" name="type" defaultValue="" options={TYPE_OPTIONS} />
      </HistoryFilterForm>
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
