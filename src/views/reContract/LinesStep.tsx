import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { MAX_RE_CONTRACT_LINES, SORT_FIELDS } from '../../api/reContract/types';
import type { reContractLinesLogic } from '../../machines/reContract/reContractLinesMachine';
import type { ReContractRef } from '../../machines/reContract/reContractMachine';
import type { ReContractQuery } from '../../machines/reContract/reContractQuery';
import { mixedProductTypes, toChosen } from '../../machines/reContract/reContractRules';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { Alert } from '../../ui/Alert';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { usePagedTable } from '../shared/usePagedTable';
import { StepNav } from '../shared/wizard/StepNav';
import { LineFilters } from './LineFilters';
import { LINE_COLUMNS, REFUSED_COLUMNS } from './lineColumns';

const REFUSAL_ID = 're-contract-refusal';

/**
 * Step 1: the lines whose commitment ended or ends soon, searched, filtered and sorted on the
 * server; the dashboard's cards open it filtered by `?commitmentStatus=`. The chosen lines live
 * in the wizard, so they stay chosen across searches and pages.
 */
export function LinesStep({ wizard }: { wizard: ReContractRef }) {
  // The step shows while the wizard's lines state runs the list as its child.
  const list = useSelector(wizard, (s) => s.children.lines) as ActorRefFrom<typeof reContractLinesLogic>;
  const newQuery = (query: ReContractQuery) => list.send({ type: 'user.query', query });
  const table = usePagedTable(list, { sortFields: SORT_FIELDS, onQuery: newQuery });
  const chosen = useSelector(wizard, (s) => s.context.lines);
  const { text: _text, ...bar } = table.query.filter;
  const refused = bar.refused === true;
  const mixed = mixedProductTypes(chosen);
  const tooMany = chosen.length > MAX_RE_CONTRACT_LINES;
  // Lines may be looked at with Görüntüleme; going on to the offers needs the group's Talep (issue 37).
  const right = useRight('reContract', 'request');

  const onSelect = (next: Set<string>) => {
    const known = new Map([...chosen, ...table.rows.map(toChosen)].map((l) => [l.msisdn, l]));
    const lines = [...next].flatMap((id) => {
      const line = known.get(id);
      return line ? [line] : [];
    });
    wizard.send({ type: 'user.chooseLines', lines });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    wizard.send({ type: 'user.next.lines' });
  };
  const active = Object.values(bar).filter((v) => v !== undefined).length;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        Taahhüdü bitmiş ya da bitmesine 60 gün veya daha az kalmış hatlarınızı yeni bir kampanya teklifiyle
        yeniden taahhüde bağlayabilirsiniz. Bir siparişe aynı ürün tipinden en fazla {MAX_RE_CONTRACT_LINES}{' '}
        hat ekleyebilirsiniz.
      </p>
      <FiltersFold active={active}>
        <LineFilters
          value={bar}
          onApply={(next) => newQuery(withBarFilter(list.getSnapshot().context.query, next))}
        />
      </FiltersFold>
      {refused && (
        <Alert tone="info">
          Bu listedeki hatlar şu anda yeniden taahhüde uygun değildir; her birinin nedeni satırında yazar.
          Uygun hatlara dönmek için filtredeki işareti kaldırın.
        </Alert>
      )}
      <DataTable
        caption={refused ? 'Yeniden taahhüde uygun olmayan hatlar' : 'Yeniden taahhüde uygun hatlar'}
        showCaption
        columns={refused ? REFUSED_COLUMNS : LINE_COLUMNS}
        rows={table.rows}
        rowId={(l) => l.msisdn}
        status={table.status}
        error="Hatlar yüklenemedi."
        onRetry={table.retry}
        emptyText="Aramanıza uyan hat bulunamadı."
        regionLabel="Hat listesi"
        searchLabel="Numara veya kullanıcı adıyla ara"
        server={table.server}
        maxHeight="60vh"
        selection={
          refused ? undefined : { selected: new Set(chosen.map((l) => l.msisdn)), onChange: onSelect }
        }
      />
      {mixed && (
        <Alert>
          Seçtiğiniz hatlar farklı ürün tiplerinde. Bir yeniden taahhüt siparişindeki hatların tümü aynı ürün
          tipinde olmalıdır; lütfen yalnızca ses ya da yalnızca veri hatlarını seçin.
        </Alert>
      )}
      {tooMany && <Alert>Bir siparişe en fazla {MAX_RE_CONTRACT_LINES} hat ekleyebilirsiniz.</Alert>}
      <p className="text-sm text-slate-800" aria-live="polite">
        {chosen.length === 0 ? 'Devam etmek için en az bir hat seçin.' : `${chosen.length} hat seçildi.`}
      </p>
      {/* Its own form: the filter bar is a form, and Enter in the search box must not go on. */}
      <form noValidate onSubmit={submit} className="space-y-3">
        <RefusalNote id={REFUSAL_ID} right={right} level="request" />
        <StepNav
          wizard={wizard}
          next={{ type: 'user.next.lines' }}
          nextLabel="Teklifleri gör"
          refusal={refusalId(right, REFUSAL_ID)}
        />
      </form>
    </div>
  );
}
