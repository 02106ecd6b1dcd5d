import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { formatMoney } from '../../lib/format';
import { formatMsisdn, normalizeMsisdn } from '../../lib/msisdn';
import type { OfferRequestRef } from '../../machines/tariff/offerRequestMachine';
import type { LineData } from '../../machines/tariff/tariffChangeContext';
import { tariffLinePageMachine } from '../../machines/tariff/tariffLinePageMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { usePersonRights } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { DoneStep, OptionsStep, SummaryStep } from './ChangeSteps';
import { HistorySection } from './HistorySection';
import { InfoDialog } from './InfoDialog';
import { NoPage } from './NoPage';
import { OffersSection } from './OffersSection';
import { PRODUCT_TYPE_NAMES, STATUS_NAMES, TARIFF_PATHS } from './texts';
import type { ChangeRef } from './types';
import { UsageBars } from './UsageBars';

const STEPS = [
  { tag: 'step:options', label: 'Seçenekler' },
  { tag: 'step:summary', label: 'Özet ve onay' },
  { tag: 'step:done', label: 'Sonuç' },
] as const;

/** /tariff-package/line/<msisdn>: the line in the address, or no page for what is no number. */
export default function LineView() {
  const msisdn = normalizeMsisdn(useParams().msisdn ?? '');
  // A key per number: another line's page starts its own flow.
  return msisdn ? <LinePage key={msisdn} msisdn={msisdn} /> : <NoPage />;
}

/** The line's usage, the tariffs it can move to, the change and its history. */
function LinePage({ msisdn }: { msisdn: string }) {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(tariffLinePageMachine, { msisdn, rights });
  // Children live as long as the page: their refs never change.
  const flow = useSelector(page, (s) => s.children.change)!;
  const history = useSelector(page, (s) => s.children.history)!;
  const request = useSelector(page, (s) => s.children.offerRequest)!;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link to={TARIFF_PATHS.lines} className="text-brand-800 underline">
            Hatlar ve tarifeler
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-slate-900">
          <span className="font-mono">{formatMsisdn(msisdn)}</span> hattının tarifesi
        </h1>
      </header>
      <Flow flow={flow} request={request} />
      <HistorySection history={history} lineMsisdn={msisdn} />
    </div>
  );
}

/** The line as it is now: who uses it, its tariff and what is left of this period's allowances. */
function LineSummary({ data }: { data: LineData }) {
  const line = data.offers.line;
  if (!line) return null;
  return (
    <>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Kullanıcı</dt>
        <dd className="text-slate-900">{line.userName}</dd>
        <dt className="font-medium text-slate-700">Ürün ve durum</dt>
        <dd className="text-slate-900">
          {PRODUCT_TYPE_NAMES[line.productType]}, {STATUS_NAMES[line.status]}
        </dd>
        <dt className="font-medium text-slate-700">Mevcut tarife</dt>
        <dd className="text-slate-900">
          {line.tariffName} ({formatMoney(line.monthlyFee, { minDecimals: 2 })} / ay)
        </dd>
      </dl>
      <UsageBars usage={data.usage} />
    </>
  );
}

function Flow({ flow, request }: { flow: ChangeRef; request: OfferRequestRef }) {
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const loadFailed = useSelector(flow, (s) => s.matches('loadFailed'));
  const failure = useSelector(flow, (s) => s.context.failure);
  const data = useSelector(flow, (s) => s.context.data);
  const step = useSelector(flow, (s) => STEPS.findIndex((st) => s.hasTag(st.tag)));
  // After a change the machine reads the line again; until then the old figures are not shown as current.
  const refreshing = useSelector(flow, (s) => s.hasTag('refreshing'));
  const stale = useSelector(flow, (s) => s.hasTag('stale'));
  if (loading)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner size="sm" /> Hat bilgileri yükleniyor…
      </p>
    );
  if (loadFailed || !data?.offers.line)
    return (
      <div className="space-y-3">
        <Alert>Hat bilgileri yüklenemedi. {failure}</Alert>
        <Button variant="secondary" onClick={() => flow.send({ type: 'user.retry' })}>
          Tekrar dene
        </Button>
      </div>
    );
  const current = STEPS[step];
  return (
    <>
      {refreshing ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" /> Hattın yeni tarifesi ve kullanımı okunuyor…
        </p>
      ) : stale ? (
        <div className="space-y-3">
          <Alert>Tarife değişti, ancak hattın güncel bilgileri okunamadı. {failure}</Alert>
          <Button variant="secondary" onClick={() => flow.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      ) : (
        <LineSummary data={data} />
      )}
      {current ? (
        <section
          aria-labelledby="tariff-step"
          className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
        >
          <h2 id="tariff-step" className="text-lg font-semibold text-slate-900">
            <span className="text-sm font-medium text-slate-600">
              Adım {step + 2} / {STEPS.length + 1}:{' '}
            </span>
            {current.label}
          </h2>
          {current.tag === 'step:options' && <OptionsStep flow={flow} />}
          {current.tag === 'step:summary' && <SummaryStep flow={flow} />}
          {current.tag === 'step:done' && <DoneStep flow={flow} />}
        </section>
      ) : (
        <OffersSection flow={flow} request={request} />
      )}
      <InfoDialog flow={flow} />
    </>
  );
}
