import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ABROAD_SORT_FIELDS, type AbroadLine } from '../../api/usageAbroadTypes';
import { saveBlob } from '../../lib/sheets/download';
import { abroadChangeActors } from '../../machines/abroad/abroadActors';
import { abroadChangeMachine } from '../../machines/abroad/abroadChangeMachine';
import { exportAbroadLines } from '../../machines/abroad/abroadExport';
import { abroadFilterChoicesMachine, abroadListLogic } from '../../machines/abroad/abroadListMachine';
import {
  ABROAD_PAGE_SIZE,
  type AbroadQuery,
  EMPTY_ABROAD_QUERY,
  SERVICE_FLAG,
} from '../../machines/abroad/abroadQuery';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { ExportControls } from '../../ui/ExportControls';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { LineFiltersForm } from '../shared/LineFiltersForm';
import { usePersonRights } from '../shared/rights';
import { usePagedTable } from '../shared/usePagedTable';
import { ABROAD_COLUMNS } from './abroadColumns';
import { ChangePanel } from './ChangePanel';
import { SummaryPanel } from './SummaryPanel';
import { SERVICE_TEXTS, serviceOfPath } from './texts';

const rowId = (line: AbroadLine) => line.msisdn;

/** /roaming and /international-call: the company's lines with the service's state, changed in bulk. */
export default function AbroadListView() {
  const service = serviceOfPath(useLocation().pathname);
  // The two routes share this module: a key per service gives each its own machines.
  return <AbroadList key={service} service={service} />;
}

function AbroadList({ service }: { service: 'ROAMING' | 'CALL_ABROAD' }) {
  const texts = SERVICE_TEXTS[service];
  const flag = SERVICE_FLAG[service];
  const navigate = useNavigate();
  const list = useActorRef(abroadListLogic, {
    input: { query: EMPTY_ABROAD_QUERY, pageSize: ABROAD_PAGE_SIZE },
  });
  const choices = useActorRef(abroadFilterChoicesMachine, { input: undefined });
  const [changeLogic] = useState(() =>
    abroadChangeMachine.provide({
      actors: abroadChangeActors,
      actions: {
        changeValidated: (_, validation) => navigate(texts.confirmPath, { state: { validation } }),
      },
    }),
  );
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const change = useActorRef(changeLogic, { input: { service, rights } });

  const clearSelection = () => change.send({ type: 'selection.clear' });
  const newQuery = (next: AbroadQuery) => {
    clearSelection();
    list.send({ type: 'user.query', query: next });
  };
  const table = usePagedTable(list, {
    sortFields: ABROAD_SORT_FIELDS,
    onQuery: newQuery,
    onFilter: clearSelection,
  });
  const { rows, total, query } = table;
  const selectedIds = useSelector(change, (s) => s.context.selected);
  const allMatching = useSelector(change, (s) => s.context.allMatching);
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);

  const { text: _text, ...bar } = query.filter;

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
        <p className="mt-1 text-sm text-slate-700">{texts.lead}</p>
      </header>
      <SummaryPanel service={service} />
      <FiltersFold active={Object.values(bar).filter((v) => v !== undefined && v !== '').length}>
        <LineFiltersForm
          choicesRef={choices}
          value={{ ...bar, state: bar[flag] }}
          stateLabel={texts.column}
          onApply={({ state, ...rest }) =>
            newQuery(withBarFilter(list.getSnapshot().context.query, { ...rest, [flag]: state }))
          }
        />
      </FiltersFold>
      <ChangePanel change={change} service={service} />
      <DataTable
        caption={`Hatlar ve ${texts.noun} durumu`}
        showCaption
        columns={ABROAD_COLUMNS}
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
          allMatching,
          onChange: (next) => change.send({ type: 'selection.change', ids: [...next] }),
          onSelectAllMatching: () =>
            change.send({ type: 'selection.all', total, filter: list.getSnapshot().context.query.filter }),
        }}
        toolbar={
          <ExportControls
            disabled={total === 0}
            onExport={(format, sendMail) =>
              exportAbroadLines(service, list.getSnapshot().context.query, format, sendMail, {
                save: saveBlob,
              })
            }
          />
        }
      />
    </div>
  );
}
