import { useSelector } from '@xstate/react';
import type { TariffOffer } from '../../api/tariff/types';
import { commitmentWording } from '../../lib/commitment';
import { formatMoney } from '../../lib/format';
import type { OfferRequestRef } from '../../machines/tariff/offerRequestMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { useRight } from '../shared/rights';
import { signedMoney } from './columns';
import { OfferRequestDialog } from './OfferRequestDialog';
import { formatData, formatMinutes } from './texts';
import type { ChangeRef } from './types';

const REFUSAL_ID = 'tariff-change-refusal';

function Offer({
  offer,
  flow,
  request,
  refusal,
}: {
  offer: TariffOffer;
  flow: ChangeRef;
  request: OfferRequestRef;
  refusal: string | undefined;
}) {
  const canChoose = useSelector(flow, (s) => s.can({ type: 'tariff.choose', tariffId: offer.tariffId }));
  const canInfo = useSelector(flow, (s) => s.can({ type: 'info.open', tariffId: offer.tariffId }));
  const titleId = `offer-${offer.tariffId}`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h3 id={titleId} className="font-semibold text-slate-900">
        {offer.name}
        {offer.current && <span className="ml-2 text-sm font-medium text-green-800">(mevcut tarife)</span>}
      </h3>
      <p className="text-sm text-slate-700">{offer.summary}</p>
      <p className="text-sm text-slate-800">
        {[
          offer.minutes !== 0 && formatMinutes(offer.minutes),
          offer.sms > 0 && `${offer.sms.toLocaleString('tr-TR')} SMS`,
          formatData(offer.dataMb),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="text-sm text-slate-900">
        {commitmentWording(24)}{' '}
        <span className="font-semibold">{formatMoney(offer.monthlyFee, { minDecimals: 2 })}</span> / ay
        {!offer.current && offer.allowed && (
          <span className="text-slate-700"> (aylık fark {signedMoney(offer.priceDifference)})</span>
        )}
      </p>
      {!offer.allowed && !offer.current && <p className="text-sm text-red-800">{offer.reason}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {!offer.current && (
          <Button
            disabled={!canChoose}
            onClick={() => flow.send({ type: 'tariff.choose', tariffId: offer.tariffId })}
            aria-describedby={refusal ? `${titleId} ${refusal}` : titleId}
          >
            Bu tarifeyi seç
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={!canInfo}
          onClick={() => flow.send({ type: 'info.open', tariffId: offer.tariffId })}
          aria-describedby={titleId}
        >
          Ayrıntılar ve SSS
        </Button>
        {!offer.current && (
          <Button
            variant="secondary"
            onClick={() => request.send({ type: 'user.ask', tariffId: offer.tariffId })}
            aria-describedby={titleId}
          >
            Temsilcimden teklif iste
          </Button>
        )}
      </div>
    </li>
  );
}

/** The tariffs of the line's type, its current one first; the refused ones say why. */
export function OffersSection({ flow, request }: { flow: ChangeRef; request: OfferRequestRef }) {
  const offers = useSelector(flow, (s) => s.context.data?.offers.tariffs ?? []);
  const asked = useSelector(request, (s) => s.context.tariffId);
  const failure = useSelector(flow, (s) => s.context.failure);
  const busy = useSelector(flow, (s) => s.matches('preparing'));
  const right = useRight('tariff', 'request');
  return (
    <section aria-labelledby="tariff-offers" className="space-y-3">
      <h2 id="tariff-offers" className="text-lg font-semibold text-slate-900">
        Geçebileceği tarifeler
      </h2>
      <RefusalNote id={REFUSAL_ID} right={right} level="request" />
      {failure && <Alert>{failure}</Alert>}
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          Tarife seçenekleri yükleniyor…
        </p>
      )}
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {offers.map((offer) => (
          <Offer
            key={offer.tariffId}
            offer={offer}
            flow={flow}
            request={request}
            refusal={refusalId(right, REFUSAL_ID)}
          />
        ))}
      </ul>
      <OfferRequestDialog
        request={request}
        tariffName={offers.find((o) => o.tariffId === asked)?.name ?? ''}
      />
    </section>
  );
}
