import { useSelector } from '@xstate/react';
import { TARIFF_SORT_FIELDS } from '../../api/tariff/types';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { tariffLinesPageMachine } from '../../machines/tariff/tariffLinesMachine';
import type { TariffQuery } from '../../machines/tariff/tariffQuery';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { LineFiltersForm } from '../shared/LineFiltersForm';
import { usePageActor } from '../shared/usePageActor';
import { usePagedTable } from '../shared/usePagedTable';
import { LINE_COLUMNS } from './columns';
import { TariffNav } from './TariffNav';

/** /tariff-package: the company's lines with their tariff; a number opens its tariff page. */
export default function LinesView() {
  const page = usePageActor(tariffLinesPageMachine, undefined);
  // Children live as long as the page: their refs never change.
  const list = useSelector(page, (s) => s.children.list)!;
  const choices = useSelector(page, (s) => s.children.choices)!;
  const newQuery = (query: TariffQuery) => list.send({ type: 'user.query', query });
  const table = usePagedTable(list, { sortFields: TARIFF_SORT_FIELDS, onQuery: newQuery });
  const { text: _text, roaming, ...bar } = table.query.filter;
  return (
    <div className="space-y-4">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold text-slate-900">Tarife ve Paket Değişikliği</h1>
        <p className="text-sm text-slate-700">
          Şirketinizin hatları ve güncel tarifeleri. Bir hattın kalan kullanımını görmek ve tarifesini
          değiştirmek için numarasını seçin.
        </p>
        <TariffNav />
      </header>
      <FiltersFold
        active={Object.values({ ...bar, roaming }).filter((v) => v !== undefined && v !== '').length}
      >
        <LineFiltersForm
          choicesRef={choices}
          value={{ ...bar, state: roaming }}
          stateLabel="Yurt dışı kullanımı"
          onApply={({ state, ...rest }) =>
            newQuery(withBarFilter(list.getSnapshot().context.query, { ...rest, roaming: state }))
          }
        />
      </FiltersFold>
      <DataTable
        caption="Hatlar ve tarifeleri"
        showCaption
        columns={LINE_COLUMNS}
        rows={table.rows}
        rowId={(l) => l.msisdn}
        status={table.status}
        error="Hatlar yüklenemedi."
        onRetry={table.retry}
        emptyText="Aramanıza uyan hat bulunamadı."
        regionLabel="Hat listesi"
        searchLabel="Numara veya kullanıcı adıyla ara"
        server={table.server}
      />
    </div>
  );
}
