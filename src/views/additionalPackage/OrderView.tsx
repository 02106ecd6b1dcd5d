import { useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { formatMoney } from '../../lib/format';
import { packageOrderMachine } from '../../machines/additionalPackage/packageOrderMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { usePersonRights } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { AgreementStep } from './AgreementStep';
import { DoneStep } from './DoneStep';
import { LinesStep } from './LinesStep';
import { SummaryStep } from './SummaryStep';
import { allowanceText, PRODUCT_TYPE_NAMES, STEPS } from './texts';
import type { OrderRef } from './types';

/** /additional-package/{offerId}: the package in the address. */
export default function OrderView() {
  const offerId = useParams().offerId ?? '';
  // A key per package: another package's page starts its own order.
  return <OrderPage key={offerId} offerId={offerId} />;
}

/** One package: what it gives and costs, then its order in four steps. */
function OrderPage({ offerId }: { offerId: string }) {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const flow = usePageActor(packageOrderMachine, { offerId, rights });
  const offer = useSelector(flow, (s) => s.context.offer);
  const starting = useSelector(flow, (s) => s.matches('starting'));
  const startFailed = useSelector(flow, (s) => s.matches('startFailed'));
  const failure = useSelector(flow, (s) => s.context.failure);

  return (
    <div className="space-y-6">
      <Link to="/additional-package" className="text-sm font-medium text-brand-800 underline">
        Tüm paketler
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{offer ? offer.name : 'Ek paket'}</h1>
        {offer && <p className="mt-1 text-sm text-slate-700">{offer.description}</p>}
      </header>
      {starting && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" /> Paket yükleniyor…
        </p>
      )}
      {startFailed && (
        <div className="space-y-3">
          <Alert>Paket yüklenemedi. {failure}</Alert>
          <Button variant="secondary" onClick={() => flow.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      {offer && (
        <>
          <dl
            aria-label="Paket ayrıntısı"
            className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]"
          >
            <dt className="font-medium text-slate-700">İçerik</dt>
            <dd className="text-slate-900">{allowanceText(offer)}</dd>
            <dt className="font-medium text-slate-700">Hat başına ücret</dt>
            <dd className="font-semibold text-slate-900">{formatMoney(offer.price, { minDecimals: 2 })}</dd>
            <dt className="font-medium text-slate-700">Uygun hatlar</dt>
            <dd className="text-slate-900">
              {offer.productTypes.map((t) => PRODUCT_TYPE_NAMES[t]).join(', ')}
            </dd>
            <dt className="font-medium text-slate-700">Şirketinizde etkin</dt>
            <dd className="text-slate-900">{offer.activeCount} hatta</dd>
            <dt className="font-medium text-slate-700">Koşullar</dt>
            <dd className="text-slate-900">
              <ul className="list-disc space-y-1 pl-5">
                {offer.conditions.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </dd>
          </dl>
          <Flow flow={flow} />
        </>
      )}
    </div>
  );
}

function Flow({ flow }: { flow: OrderRef }) {
  const step = useSelector(flow, (s) => STEPS.findIndex((st) => s.hasTag(st.tag)));
  const current = STEPS[step];
  if (!current) return null;
  return (
    <section
      aria-labelledby="package-step"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="package-step" className="text-lg font-semibold text-slate-900">
        <span className="text-sm font-medium text-slate-600">
          Adım {step + 1} / {STEPS.length}:{' '}
        </span>
        {current.label}
      </h2>
      {current.tag === 'step:lines' && <LinesStep flow={flow} />}
      {current.tag === 'step:agreement' && <AgreementStep flow={flow} />}
      {current.tag === 'step:summary' && <SummaryStep flow={flow} />}
      {current.tag === 'step:done' && <DoneStep flow={flow} />}
    </section>
  );
}
