import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { ABROAD_SORT_FIELDS, type AbroadLine } from '../../api/abroad/types';
import { saveBlob } from '../../lib/sheets/download';
import { exportAbroadLines } from '../../machines/abroad/abroadExport';
import { abroadListPageMachine } from '../../machines/abroad/abroadListPageMachine';
import { SERVICE_FLAG } from '../../machines/abroad/abroadQuery';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { ExportControls } from '../../ui/ExportControls';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { LineFiltersForm } from '../shared/LineFiltersForm';
import { usePersonRights } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
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
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(abroadListPageMachine, { service, rights });
  // Children live as long as the page: their refs never change.
  const summary = useSelector(page, (s) => s.children.summary)!;
  const list = useSelector(page, (s) => s.children.list)!;
  const choices = useSelector(page, (s) => s.children.choices)!;
  const change = useSelector(page, (s) => s.children.change)!;

  const table = usePagedTable(list, {
    sortFields: ABROAD_SORT_FIELDS,
    onQuery: (query) => page.send({ type: 'user.query', query }),
    onFilterText: (text) => page.send({ type: 'user.filter', text }),
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
      <SummaryPanel summary={summary} service={service} />
      <FiltersFold active={Object.values(bar).filter((v) => v !== undefined && v !== '').length}>
        <LineFiltersForm
          choicesRef={choices}
          value={{ ...bar, state: bar[flag] }}
          stateLabel={texts.column}
          onApply={({ state, ...rest }) =>
            page.send({ type: 'user.query', query: withBarFilter(query, { ...rest, [flag]: state }) })
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
          onSelectAllMatching: () => change.send({ type: 'selection.all', total, filter: query.filter }),
        }}
        toolbar={
          <ExportControls
            disabled={total === 0}
            onExport={(format, sendMail) =>
              exportAbroadLines(service, query, format, sendMail, {
                save: saveBlob,
              })
            }
          />
        }
      />
    </div>
  );
}
