import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import type { TariffJobLine } from '../../api/tariff/types';
import { formatNumber } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import { tariffJobMachine } from '../../machines/tariff/tariffJobMachine';
import { Alert } from '../../ui/Alert';
import { Link } from '../../ui/Link';
import { type DataColumn, DataTable, msisdnColumn } from '../../ui/table';
import { usePageActor } from '../shared/usePageActor';
import { NoPage } from './NoPage';
import { TariffNav } from './TariffNav';
import { TARIFF_PATHS } from './texts';

const LINE_STATUS = { PENDING: 'Bekliyor', CHANGED: 'Değişti', REFUSED: 'Değişmedi' } as const;

const COLUMNS: DataColumn<TariffJobLine>[] = [
  { id: 'position', header: 'Sıra', kind: 'number', value: (l) => l.position + 1, width: 70 },
  msisdnColumn((l) => l.msisdn, { cell: (l) => <span className="font-mono">{formatMsisdn(l.msisdn)}</span> }),
  { id: 'tariff', header: 'Yeni tarife', kind: 'text', value: (l) => l.tariff, width: 200 },
  { id: 'status', header: 'Sonuç', kind: 'text', value: (l) => LINE_STATUS[l.status] },
  { id: 'reason', header: 'Neden', kind: 'text', value: (l) => l.reason ?? '', width: 320 },
];

/** A job id as the server makes them; anything else is no page. */
const JOB_ID = /^[\w-]{1,64}$/;

/** /tariff-package/bulk/<jobId>: the job in the address, or no page for an id no job can have. */
export default function JobView() {
  const jobId = useParams().jobId ?? '';
  // A key per job: another job's page starts its own flow.
  return JOB_ID.test(jobId) ? <JobPage key={jobId} jobId={jobId} /> : <NoPage />;
}

/** A bulk change's progress and each line's result, followed until it ends. */
function JobPage({ jobId }: { jobId: string }) {
  const flow = usePageActor(tariffJobMachine, { jobId });
  const job = useSelector(flow, (s) => s.context.job);
  const done = useSelector(flow, (s) => s.hasTag('done'));
  const misses = useSelector(flow, (s) => s.context.misses);
  const settled = job ? job.changed + job.refused : 0;
  const share = job && job.total > 0 ? Math.round((settled / job.total) * 100) : 0;
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold text-slate-900">Toplu Tarife Değişikliği</h1>
        <TariffNav />
      </header>
      {!job && misses === 0 && <p role="status">İşlem bilgisi yükleniyor…</p>}
      {!job && misses > 0 && (
        <Alert>
          İşlem bilgisi alınamadı; yeniden deneniyor. İşlem size ait değilse{' '}
          <Link to={TARIFF_PATHS.bulk} className="underline">
            toplu değişiklikler
          </Link>{' '}
          listesine dönün.
        </Alert>
      )}
      {job && (
        <section
          aria-labelledby="job-progress"
          className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
        >
          <h2 id="job-progress" className="text-lg font-semibold text-slate-900">
            {done ? 'Değişiklik tamamlandı' : 'Değişiklik sürüyor'}
          </h2>
          <div
            role="progressbar"
            aria-label="Toplu değişiklik ilerlemesi"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={share}
            aria-valuetext={`${formatNumber(settled)} / ${formatNumber(job.total)} hat işlendi`}
            className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${share}%` }} />
          </div>
          <p className="text-sm text-slate-800" aria-live="polite">
            {formatNumber(settled)} / {formatNumber(job.total)} hat işlendi: {formatNumber(job.changed)}{' '}
            değişti, {formatNumber(job.refused)} değişmedi.
          </p>
          {!done && (
            <p className="text-sm text-slate-700">
              Bu sayfadan ayrılabilirsiniz; değişiklik sürer ve toplu değişiklikler listesinden yeniden
              açılır.
            </p>
          )}
        </section>
      )}
      {job && (
        <DataTable
          caption="Hatların sonuçları"
          showCaption
          columns={COLUMNS}
          rows={job.lines}
          rowId={(l) => String(l.position)}
          status="ready"
          regionLabel="Hatların sonuçları listesi"
          maxHeight="60vh"
        />
      )}
    </div>
  );
}
