import { useSelector } from '@xstate/react';
import { SPEND_LINE_SORT_FIELDS, type SpendLine } from '../../api/spendAnalysis/types';
import type {
  SpendAnalysisPageRef,
  SpendLinesRef,
} from '../../machines/spendAnalysis/spendAnalysisPageMachine';
import { DataTable } from '../../ui/table';
import { usePagedTable } from '../shared/usePagedTable';
import { ExportButtons } from './ExportButtons';
import { spendLineColumns } from './lineColumns';
import { TABLE_NAMES } from './texts';

const rowId = (line: SpendLine) => line.msisdn;

/**
 * The lines' table with its search and exports, paged, sorted and searched on the server as the
 * line users' list is (a 10,000-line company's every line was 2 MB in one answer). The list kit
 * (data table, TanStack table and virtualizer) comes with it in its own chunk, loaded when the
 * section nears the screen. The export writes every line, not the page shown.
 */
export default function LinesTable({
  page,
  linesRef,
}: {
  page: SpendAnalysisPageRef;
  /** The lines' list, started when the person came near the table. */
  linesRef: SpendLinesRef;
}) {
  const table = usePagedTable(linesRef, {
    sortFields: SPEND_LINE_SORT_FIELDS,
    onQuery: (query) => linesRef.send({ type: 'user.query', query }),
  });
  const exporting = useSelector(page, (s) =>
    s.context.exporting?.table === 'LINES' ? s.context.exporting.format : null,
  );
  const exportError = useSelector(page, (s) =>
    s.context.exportError?.table === 'LINES' ? s.context.exportError.message : null,
  );
  const canExport = useSelector(page, (s) => s.can({ type: 'user.export', table: 'LINES', format: 'csv' }));

  return (
    <DataTable
      caption="Hatların son 12 aylık kullanımı ve ücreti"
      columns={spendLineColumns}
      rows={table.rows}
      rowId={rowId}
      status={table.status}
      error="Hatlar yüklenemedi."
      onRetry={table.retry}
      emptyText={table.query.filter.text ? 'Aramanıza uyan hat bulunamadı.' : 'Şirketinizin açık hattı yok.'}
      regionLabel="Hat harcamaları listesi"
      server={table.server}
      searchLabel="Hat numarası, kullanıcı veya masraf merkeziyle ara"
      toolbar={
        <ExportButtons
          name={TABLE_NAMES.LINES}
          enabled={canExport && table.status === 'ready' && table.total > 0}
          busy={exporting}
          error={exportError}
          onExport={(format) => page.send({ type: 'user.export', table: 'LINES', format })}
        />
      }
    />
  );
}
