import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  ORDER_TRANSACTION_SORT_FIELDS,
  type OrderTransactionSummary,
} from '../../api/orderTransactionsTypes';
import { saveBlob } from '../../lib/sheets/download';
import { exportHistory } from '../../machines/orderTransactions/historyExport';
import { countsMachine, historyListLogic } from '../../machines/orderTransactions/historyListMachine';
import {
  EMPTY_HISTORY_QUERY,
  HISTORY_PAGE_SIZE,
  type HistoryBarFilter,
  type HistoryQuery,
} from '../../machines/orderTransactions/historyQuery';
import { requestDetailMachine } from '../../machines/orderTransactions/requestDetailMachine';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { Button } from '../../ui/Button';
import { ExportControls } from '../../ui/ExportControls';
import { FiltersFold } from '../../ui/FiltersFold';
import { DataTable } from '../../ui/table';
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

/** /line-operations-request-history: the company's line operation requests and each one's lines. */
export default function HistoryView() {
  const list = useActorRef(historyListLogic, {
    input: { query: EMPTY_HISTORY_QUERY, pageSize: HISTORY_PAGE_SIZE },
  });
  const counts = useActorRef(countsMachine, { input: undefined });
  const detail = useActorRef(requestDetailMachine);
  // Remounts the filter form when the query's bar part changes from outside it (the counts' link).
  const [formKey, setFormKey] = useState(0);

  const newQuery = (next: HistoryQuery) => list.send({ type: 'user.query', query: next });
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
      <CountsPanel
        counts={counts}
        onShowOpen={() => {
          applyBar({ status: 'OPEN' });
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
