import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { EXTRA_PACKET_SORT_FIELDS, type ExtraPacketLine } from '../../api/extraPacket/types';
import { extraPacketPageMachine } from '../../machines/extraPacket/extraPacketPageMachine';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { LineFiltersForm } from '../shared/LineFiltersForm';
import { usePersonRights } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { usePagedTable } from '../shared/usePagedTable';
import { ChangeDialog } from './ChangeDialog';
import { ChangePanel } from './ChangePanel';
import { ChangeResults } from './ChangeResults';
import { LINE_COLUMNS } from './columns';
import { HistorySection } from './HistorySection';
import { PacketTypes } from './PacketTypes';

const rowId = (line: ExtraPacketLine) => line.msisdn;

/** /extraPacket: which extra packets each line's user may buy, changed for chosen lines, and the history. */
export default function ExtraPacketView() {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(extraPacketPageMachine, { rights });
  // Children live as long as the page: their refs never change.
  const list = useSelector(page, (s) => s.children.list)!;
  const choices = useSelector(page, (s) => s.children.choices)!;
  const types = useSelector(page, (s) => s.children.types)!;
  const history = useSelector(page, (s) => s.children.history)!;
  const change = useSelector(page, (s) => s.children.change)!;

  const table = usePagedTable(list, {
    sortFields: EXTRA_PACKET_SORT_FIELDS,
    onQuery: (query) => page.send({ type: 'user.query', query }),
    onFilterText: (text) => page.send({ type: 'user.filter', text }),
  });
  const { rows, query } = table;
  const selectedIds = useSelector(change, (s) => s.context.selected);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const typeList = useSelector(types, (s) => s.context.data?.items ?? []);
  const { text: _text, ...bar } = query.filter;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Ekstra Paket İzinleri</h1>
        <p className="mt-1 text-sm text-slate-700">
          Hat kullanıcılarının hangi ek paketleri kendileri alabileceğini belirleyin; alınan paketler şirket
          faturasına, türün aylık üst sınırına kadar yansır.
        </p>
      </header>
      <PacketTypes types={types} />
      <FiltersFold active={Object.values(bar).filter((v) => v !== undefined && v !== '').length}>
        <LineFiltersForm
          choicesRef={choices}
          value={{ ...bar, state: bar.anyAllowed }}
          stateLabel="Ek paket izni"
          onApply={({ state, ...rest }) =>
            page.send({ type: 'user.query', query: withBarFilter(query, { ...rest, anyAllowed: state }) })
          }
        />
      </FiltersFold>
      <ChangePanel change={change} />
      <ChangeResults change={change} />
      <DataTable
        caption="Hatlar ve ek paket izinleri"
        showCaption
        columns={LINE_COLUMNS}
        rows={rows}
        rowId={rowId}
        status={table.status}
        error="Hatlar yüklenemedi."
        onRetry={table.retry}
        emptyText="Aramanıza uyan hat bulunamadı."
        regionLabel="Hat listesi"
        searchLabel="Numara veya kullanıcı adıyla ara"
        server={table.server}
        selection={{
          selected,
          onChange: (next) => change.send({ type: 'selection.change', ids: [...next] }),
        }}
      />
      <ChangeDialog change={change} types={typeList} />
      <HistorySection history={history} />
    </div>
  );
}
