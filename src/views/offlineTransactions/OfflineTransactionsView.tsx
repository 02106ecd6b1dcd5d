import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { OfflineRow } from '../../api/offlineTransactions/types';
import { saveBlob } from '../../lib/saveBlob';
import { offlineExport } from '../../machines/offlineTransactions/offlineExport';
import { offlineDetailPath, offlinePageMachine } from '../../machines/offlineTransactions/offlinePageMachine';
import type { OfflineBarFilter, OfflineQuery } from '../../machines/offlineTransactions/offlineQuery';
import { withBarFilter } from '../../machines/shared/pagedList/listQuery';
import { Alert } from '../../ui/Alert';
import { ExportControls } from '../../ui/ExportControls';
import { FiltersFold } from '../../ui/FiltersFold';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { DataTable } from '../../ui/table';
import { usePageActor } from '../shared/usePageActor';
import { usePagedTable } from '../shared/usePagedTable';
import intro from './intro.json';
import { OfflineFilters } from './OfflineFilters';
import { templateColumns } from './templateCells';

const PAGE = intro['/offline-transactions'];
const rowId = (row: OfflineRow) => row.queryId;
const activeFilters = (bar: OfflineBarFilter) => Object.values(bar).filter((value) => value).length;

/** /offline-transactions: the company's offline results in the table the server's template describes. */
export default function OfflineTransactionsView() {
  const page = usePageActor(offlinePageMachine, undefined);
  // Children live as long as the page: their refs never change.
  const setup = useSelector(page, (s) => s.children.setup)!;
  const list = useSelector(page, (s) => s.children.list)!;
  const data = useSelector(setup, (s) => s.context.data);
  const setupLoading = useSelector(setup, (s) => s.hasTag('loading'));
  const setupFailed = useSelector(setup, (s) => s.hasTag('failed'));
  const setupError = useSelector(setup, (s) => s.context.error);

  const newQuery = (next: OfflineQuery) => page.send({ type: 'user.query', query: next });
  const table = usePagedTable(list, { sortFields: [], onQuery: newQuery });
  const { text: _text, ...bar } = table.query.filter;
  const columns = useMemo(
    () => (data ? templateColumns(data.template.columns, data.template.statuses) : []),
    [data],
  );
  const open = (row: OfflineRow) => page.send({ type: 'user.open', queryId: row.queryId });

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{PAGE.title}</h1>
        <p className="mt-1 text-sm text-slate-700">{PAGE.lead}</p>
      </header>
      {data?.announcement && (
        <section aria-label="Duyuru">
          <Alert tone="info">
            <strong className="block">{data.announcement.title}</strong>
            {data.announcement.text}
          </Alert>
        </section>
      )}
      {setupLoading && <Spinner label="Tablo bilgileri yükleniyor" />}
      {setupFailed && (
        <RetryPanel onRetry={() => setup.send({ type: 'user.retry' })}>
          {setupError ?? 'Tablo bilgileri alınamadı.'}
        </RetryPanel>
      )}
      {data && (
        <>
          <FiltersFold active={activeFilters(bar)}>
            <OfflineFilters
              types={data.template.types}
              statuses={data.template.statuses}
              periods={data.template.periods}
              onApply={(next) => newQuery(withBarFilter(list.getSnapshot().context.query, next))}
            />
          </FiltersFold>
          <DataTable
            caption="Çevrim dışı işlemler"
            showCaption
            columns={columns}
            rows={table.rows}
            rowId={rowId}
            status={table.status}
            error="Çevrim dışı işlemler yüklenemedi."
            onRetry={table.retry}
            emptyText="Bu ölçütlere uyan çevrim dışı işlem bulunamadı."
            regionLabel="Çevrim dışı işlem listesi"
            searchLabel="Sorgu no, hat numarası veya açıklamayla ara"
            server={table.server}
            onRowOpen={open}
            rowActions={(row) => (
              <Link
                to={offlineDetailPath(row.queryId)}
                aria-label={`${row.queryId} işleminin ayrıntıları`}
                className="inline-flex rounded-md px-3 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
              >
                Ayrıntılar
              </Link>
            )}
            toolbar={
              <ExportControls
                disabled={table.total === 0}
                onExport={(format, sendMail) =>
                  // The listed filters, not what the form says now: the file matches the table.
                  offlineExport(list.getSnapshot().context.query, format, sendMail, saveBlob)
                }
              />
            }
          />
        </>
      )}
    </div>
  );
}
