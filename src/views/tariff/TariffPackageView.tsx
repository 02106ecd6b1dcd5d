import { Route, Routes, useParams } from 'react-router';
import { normalizeMsisdn } from '../../lib/msisdn';
import { NotFoundMessage } from '../../ui/NotFoundMessage';
import { BulkPage } from './BulkPage';
import { HistoryPage } from './HistoryPage';
import { JobPage } from './JobPage';
import { LinePage } from './LinePage';
import { LinesPage } from './LinesPage';
import { TARIFF_PATHS } from './texts';

/** A job id as the server makes them; anything else is no page. */
const JOB_ID = /^[\w-]{1,64}$/;

function NoPage() {
  return (
    <NotFoundMessage
      back={{ to: TARIFF_PATHS.lines, label: 'Tarife ve Paket Değişikliği sayfasına dönün' }}
    />
  );
}

function JobRoute() {
  const jobId = useParams().jobId ?? '';
  // A key per job: another job's page starts its own flow.
  return JOB_ID.test(jobId) ? <JobPage key={jobId} jobId={jobId} /> : <NoPage />;
}

function LineRoute() {
  const msisdn = normalizeMsisdn(useParams().msisdn ?? '');
  // A key per number: another line's page starts its own flow.
  return msisdn ? <LinePage key={msisdn} msisdn={msisdn} /> : <NoPage />;
}

/** `/tariff-package/*`: the lines, one line's tariff, the bulk change and its jobs, the history. */
export default function TariffPackageView() {
  return (
    <Routes>
      <Route index element={<LinesPage />} />
      <Route path="history" element={<HistoryPage />} />
      <Route path="bulk" element={<BulkPage />} />
      <Route path="bulk/:jobId" element={<JobRoute />} />
      <Route path="line/:msisdn" element={<LineRoute />} />
      <Route path="*" element={<NoPage />} />
    </Routes>
  );
}
