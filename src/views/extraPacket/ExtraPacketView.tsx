import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import {
  EXTRA_PACKET_SORT_FIELDS,
  type ExtraPacketChangeAnswer,
  type ExtraPacketLine,
} from '../../api/extraPacketTypes';
import { changeExtraPacketPermissions } from '../../machines/extraPacket/extraPacketCalls';
import { extraPacketHistoryMachine } from '../../machines/extraPacket/extraPacketHistoryMachine';
import {
  extraPacketChoicesMachine,
  extraPacketListLogic,
  extraPacketTypesMachine,
} from '../../machines/extraPacket/extraPacketListMachine';
import {
  EMPTY_EXTRA_PACKET_QUERY,
  EXTRA_PACKET_PAGE_SIZE,
  type ExtraPacketQuery,
} from '../../machines/extraPacket/extraPacketQuery';
import {
  type ChangeInput,
  permissionChangeMachine,
} from '../../machines/extraPacket/permissionChangeMachine';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { LineFiltersForm } from '../shared/LineFiltersForm';
import { usePersonRights } from '../shared/rights';
import { usePagedTable } from '../shared/usePagedTable';
import { ChangeDialog } from './ChangeDialog';
import { ChangePanel } from './ChangePanel';
import { ChangeResults } from './ChangeResults';
import { HISTORY_QUERY, LINE_COLUMNS } from './columns';
import { HistorySection } from './HistorySection';
import { PacketTypes } from './PacketTypes';

const rowId = (line: ExtraPacketLine) => line.msisdn;

/** /extraPacket: which extra packets each line's user may buy, changed for chosen lines, and the history. */
export default function ExtraPacketView() {
  const list = useActorRef(extraPacketListLogic, {
    input: { query: EMPTY_EXTRA_PACKET_QUERY, pageSize: EXTRA_PACKET_PAGE_SIZE },
  });
  const choices = useActorRef(extraPacketChoicesMachine, { input: undefined });
  const types = useActorRef(extraPacketTypesMachine, { input: undefined });
  const history = useActorRef(extraPacketHistoryMachine, { input: HISTORY_QUERY });
  // The change's edge effects need this page's other machines: built once, with them.
  const [changeLogic] = useState(() =>
    permissionChangeMachine.provide({
      actors: {
        change: fromPromise<ExtraPacketChangeAnswer, ChangeInput>(({ input, signal }) =>
          changeExtraPacketPermissions(input, signal),
        ),
      },
      actions: {
        permissionsChanged: () => {
          list.send({ type: 'user.query', query: list.getSnapshot().context.query });
          types.send({ type: 'user.refresh' });
          history.send({ type: 'user.refresh' });
        },
      },
    }),
  );
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const change = useActorRef(changeLogic, { input: { rights } });

  const clearSelection = () => change.send({ type: 'selection.change', ids: [] });
  const newQuery = (next: ExtraPacketQuery) => {
    clearSelection();
    list.send({ type: 'user.query', query: next });
  };
  const table = usePagedTable(list, {
    sortFields: EXTRA_PACKET_SORT_FIELDS,
    onQuery: newQuery,
    onFilter: clearSelection,
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
            newQuery(withBarFilter(list.getSnapshot().context.query, { ...rest, anyAllowed: state }))
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
