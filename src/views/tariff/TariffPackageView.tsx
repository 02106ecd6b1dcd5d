import { useParams } from 'react-router';
import { normalizeMsisdn } from '../../lib/msisdn';
import { NotFoundMessage } from '../../ui/NotFoundMessage';
import { BulkPage } from './BulkPage';
import { HistoryPage } from './HistoryPage';
import { JobPage } from './JobPage';
import { LinePage } from './LinePage';
import { LinesPage } from './LinesPage';
import { TARIFF_PATHS } from './texts';

/** `/tariff-package/*`: the lines, one line's tariff, the company's history; the rest is no page. */
export default function TariffPackageView() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (rest === '') return <LinesPage />;
  if (rest === 'history') return <HistoryPage />;
  if (rest === 'bulk') return <BulkPage />;
  const job = /^bulk\/([\w-]{1,64})$/.exec(rest);
  if (job?.[1]) return <JobPage key={job[1]} jobId={job[1]} />;
  const line = /^line\/([^/]+)$/.exec(rest);
  const msisdn = line?.[1] ? normalizeMsisdn(line[1]) : null;
  // A key per number: another line's page starts its own flow.
  if (msisdn) return <LinePage key={msisdn} msisdn={msisdn} />;
  return (
    <NotFoundMessage
      back={{ to: TARIFF_PATHS.lines, label: 'Tarife ve Paket Değişikliği sayfasına dönün' }}
    />
  );
}
