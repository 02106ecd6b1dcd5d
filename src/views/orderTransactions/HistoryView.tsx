import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  ORDER_TRANSACTION_SORT_FIELDS,
  type OrderTransactionSummary,
} from '../../api/orderTransactions/types';
import { OBJECT_PARAMS } from '../../lib/objectLinks';
import { saveBlob } from '../../lib/sheets/download';
import { exportHistory } from '../../machines/orderTransactions/historyExport';
import { historyPageMachine } from '../../machines/orderTransactions/historyPageMachine';
import type { HistoryBarFilter, HistoryQuery } from '../../machines/orderTransactions/historyQuery';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ExportControls } from '../../ui/ExportControls';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
import { usePageActor } from '../shared/usePageActor';
import { usePagedTable } from '../shared/usePagedTable';
import { CountsPanel } from './CountsPanel';
import { HISTORY_COLUMNS } from './columns';
import { HistoryFilters } from './HistoryFilters';
import intro from './intro.json';
import { RequestDetailDialog } from './RequestDetailDialog';

const PAGE = intro['/line-operations-request-history'];
const rowId = (t: OrderTransactionSummary) => t.orderId;
const activeFilters = (bar: HistoryBarFilter) =>
  Object.values(bar).filter((value) => value !== undefined && value !== '').length;

/**
 * /line-operations-request-history: the company's line operation requests and each one's lines;
 * ?islem=<number> opens that request's dialog (a search hit). Each arrival at such an address is a
 * fresh page, so asking for the same request again after closing it opens it again.
 */
export default function HistoryView() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const number = params.get(OBJECT_PARAMS.lineOperation) || undefined;
  return <HistoryPage key={number ? key : 'page'} number={number} />;
}

function HistoryPage({ number }: { number: string | undefined }) {
  const page = usePageActor(historyPageMachine, { number });
  const missing = useSelector(page, (s) => s.context.missing);
  // Children live as long as the page: their refs never change.
  const list = useSelector(page, (s) => s.children.list)!;
  const counts = useSelector(page, (s) => s.children.counts)!;
  const detail = useSelector(page, (s) => s.children.detail)!;
  // Remounts the filter form when the query's bar part changes from outside it (the counts' link).
  const [formKey, setFormKey] = useState(0);

  const newQuery = (next: HistoryQuery) => page.send({ type: 'user.query', query: next });
  const table = usePagedTable(list, { sortFields: ORDER_TRANSACTION_SORT_FIELDS, onQuery: newQuery });
  const { rows, total, query } = table;
  const { text: _text, ...bar } = query.filter;
  const applyBar = (next: HistoryBarFilter) =>
    newQuery(withBarFilter(list.getSnapshot().context.query, next));
  const open = (t: OrderTransactionSummary) =>
    detail.send({ type: 'user.open', request: { orderId: t.orderId, operationTypeId: t.operationTypeId } });

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{PAGE.title}</h1>
        <p className="mt-1 text-sm text-slate-700">{PAGE.lead}</p>
      </header>
      {missing && (
        <Alert>
          {missing} numaralı bir hat işlemi talebi bulunamadı. Numarayı kontrol edin ya da listeden seçin.
        </Alert>
      )}
      <CountsPanel
        counts={counts}
        onShowOpen={() => {
          page.send({ type: 'user.showOpen' });
          setFormKey((k) => k + 1);
        }}
      />
      <FiltersFold active={activeFilters(bar)}>
        <HistoryFilters key={formKey} value={bar} onApply={applyBar} />
      </FiltersFold>
      <DataTable
        caption="Hat işlemi talepleri"
        showCaption
        columns={HISTORY_COLUMNS}
        rows={rows}
        rowId={rowId}
        status={table.status}
        error="Talepler yüklenemedi."
        onRetry={table.retry}
        emptyText="Bu ölçütlere uyan talep bulunamadı."
        regionLabel="Talep listesi"
        searchLabel="Talep no, hat numarası veya talep edenle ara"
        server={table.server}
        onRowOpen={open}
        rowActions={(t) => (
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            aria-label={`${t.orderId} talebinin ayrıntıları`}
            onClick={() => open(t)}
          >
            Ayrıntılar
          </Button>
        )}
        toolbar={
          <ExportControls
            disabled={total === 0}
            onExport={(format, sendMail) =>
              exportHistory(list.getSnapshot().context.query, format, sendMail, { save: saveBlob })
            }
          />
        }
      />
      <RequestDetailDialog detail={detail} />
    </div>
  );
}
