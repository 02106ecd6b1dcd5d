import { useSelector } from '@xstate/react';
import type { SpendLine } from '../../api/spendAnalysis/types';
import type {
  SpendAnalysisPageRef,
  SpendLinesRef,
} from '../../machines/spendAnalysis/spendAnalysisPageMachine';
import { DataTable } from '../../ui/table';
import { ExportButtons } from './ExportButtons';
import { spendLineColumns } from './lineColumns';
import { TABLE_NAMES } from './texts';

const rowId = (line: SpendLine) => line.msisdn;

/**
 * The lines' table with its search and exports: the list kit (data table, TanStack table and
 * virtualizer) comes with it in its own chunk, loaded when the section nears the screen.
 */
export default function LinesTable({
  page,
  linesRef,
}: {
  page: SpendAnalysisPageRef;
  /** The lines' request, started when the person came near the table. */
  linesRef: SpendLinesRef;
}) {
  const data = useSelector(linesRef, (s) => s.context.data);
  const status = useSelector(linesRef, (s) =>
    s.hasTag('loading') ? ('loading' as const) : s.hasTag('failed') ? ('error' as const) : ('ready' as const),
  );
  const error = useSelector(linesRef, (s) => s.context.error);
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
      rows={data?.items ?? []}
      rowId={rowId}
      status={status}
      error={error ?? 'Hatlar yüklenemedi.'}
      onRetry={() => linesRef.send({ type: 'user.retry' })}
      emptyText="Şirketinizin açık hattı yok."
      regionLabel="Hat harcamaları listesi"
      searchLabel="Hat numarası, kullanıcı veya masraf merkeziyle ara"
      toolbar={
        <ExportButtons
          name={TABLE_NAMES.LINES}
          enabled={canExport && status === 'ready'}
          busy={exporting}
          error={exportError}
          onExport={(format) => page.send({ type: 'user.export', table: 'LINES', format })}
        />
      }
    />
  );
}
