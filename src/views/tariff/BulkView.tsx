import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TariffJobSummary } from '../../api/tariff/types';
import { formatDateTime } from '../../lib/format';
import { tariffBulkImportSpec } from '../../machines/tariff/bulkImportSpec';
import type { tariffBulkImportMachine } from '../../machines/tariff/tariffBulkImport';
import { tariffBulkPageMachine, type tariffJobsMachine } from '../../machines/tariff/tariffBulkPageMachine';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { type DataColumn, DataTable } from '../../ui/table';
import { deferredPart, usePreloadAfterPaint } from '../shared/deferredPart';
import { ImportPanel } from '../shared/import/ImportPanel';
import { usePageActor } from '../shared/usePageActor';
import { PickSection } from './PickSection';
import { TariffNav } from './TariffNav';
import { TARIFF_PATHS } from './texts';

/** The check's summary and the SMS confirmation, after a file or a choice: no part of the first visit (issue 42). */
const Review = deferredPart(async () => {
  const { BulkReview } = await import('./BulkReview');
  return { default: BulkReview };
});

const JOB_STATUS = { RUNNING: 'Sürüyor', DONE: 'Tamamlandı' } as const;

/** /tariff-package/bulk: a spreadsheet of lines and tariffs, checked, confirmed by SMS code, run as a job. */
export default function BulkView() {
  // The request id is the OTP's reference and makes a resent request start no second job.
  const [requestId] = useState(() => crypto.randomUUID());
  const page = usePageActor(tariffBulkPageMachine, { requestId });
  usePreloadAfterPaint(Review);
  // Children live as long as the page: their refs never change.
  const flow = useSelector(page, (s) => s.children.bulk)!;
  const catalogue = useSelector(page, (s) => s.children.catalogue)!;
  const jobs = useSelector(page, (s) => s.children.jobs)!;
  const fileImport = useSelector(
    flow,
    (s) => s.children.fileImport as ActorRefFrom<typeof tariffBulkImportMachine> | undefined,
  );
  const reviewing = useSelector(flow, (s) => s.hasTag('step:summary'));
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold text-slate-900">Toplu Tarife Değişikliği</h1>
        <p className="text-sm text-slate-700">
          Hatları seçip hepsini bir tarifeye geçirin ya da her satırında bir hat numarası ve geçeceği
          tarifenin adı olan bir Excel veya CSV dosyası yükleyin. Değiştirilemeyecek hatlar nedenleriyle
          gösterilir; onaydan sonra değişiklik arka planda sürer, bu sayfadan ayrılabilirsiniz.
        </p>
        <TariffNav />
      </header>
      {fileImport && <PickSection flow={flow} catalogue={catalogue} />}
      {fileImport && (
        <div className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">Dosyayla değiştir</h2>
          <ImportPanel
            importRef={fileImport}
            spec={tariffBulkImportSpec}
            templateName="toplu-tarife-degisikligi-sablonu"
          />
        </div>
      )}
      {reviewing && <Review flow={flow} />}
      <JobsSection jobs={jobs} />
    </div>
  );
}

function JobsSection({ jobs }: { jobs: ActorRefFrom<typeof tariffJobsMachine> }) {
  const data = useSelector(jobs, (s) => s.context.data);
  const loading = useSelector(jobs, (s) => s.hasTag('loading'));
  const failed = useSelector(jobs, (s) => s.hasTag('failed'));
  const canRefresh = useSelector(jobs, (s) => s.can({ type: 'user.refresh' }));
  const columns: DataColumn<TariffJobSummary>[] = [
    {
      id: 'createdAt',
      header: 'Başlangıç',
      kind: 'text',
      value: (j) => j.createdAt,
      cell: (j) => (
        <Link to={TARIFF_PATHS.job(j.jobId)} className="text-brand-800 underline">
          {formatDateTime(j.createdAt)}
        </Link>
      ),
      width: 170,
    },
    { id: 'status', header: 'Durum', kind: 'text', value: (j) => JOB_STATUS[j.status] },
    { id: 'total', header: 'Hat', kind: 'number', value: (j) => j.total },
    { id: 'changed', header: 'Değişen', kind: 'number', value: (j) => j.changed },
    { id: 'refused', header: 'Değişmeyen', kind: 'number', value: (j) => j.refused },
    { id: 'createdBy', header: 'Yapan', kind: 'text', value: (j) => j.createdBy },
  ];
  return (
    <section aria-labelledby="bulk-jobs" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bulk-jobs" className="text-lg font-semibold text-slate-900">
          Toplu değişiklikleriniz
        </h2>
        <Button
          variant="secondary"
          disabled={!canRefresh}
          onClick={() => jobs.send({ type: 'user.refresh' })}
        >
          Yenile
        </Button>
      </div>
      <DataTable
        caption="Toplu değişiklikler"
        columns={columns}
        rows={data ?? []}
        rowId={(j) => j.jobId}
        status={failed ? 'error' : loading ? 'loading' : 'ready'}
        error="Toplu değişiklikler yüklenemedi."
        onRetry={() => jobs.send({ type: 'user.retry' })}
        emptyText="Henüz toplu tarife değişikliği yok."
        regionLabel="Toplu değişiklikler listesi"
        searchLabel={null}
        maxHeight="40vh"
      />
    </section>
  );
}
