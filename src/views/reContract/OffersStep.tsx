import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { Offer } from '../../api/reContract/types';
import { formatMoney } from '../../lib/format';
import type { ReContractRef } from '../../machines/reContract/reContractMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { StepNav } from '../shared/wizard/StepNav';
import { StepStatus } from '../shared/wizard/StepStatus';
import { AddonChoice } from './AddonChoice';
import { ChosenLinesNote } from './ChosenLinesNote';
import { minutesText } from './texts';

const money = (value: number) => formatMoney(value, { minDecimals: 2 });

function OfferCard({ offer, chosen, onChoose }: { offer: Offer; chosen: boolean; onChoose: () => void }) {
  const id = `offer-${offer.offerId}`;
  return (
    <li
      className={`rounded-lg p-4 ring-1 ${chosen ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-white ring-slate-200'}`}
    >
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="radio"
          name="offer"
          className="mt-1 h-4 w-4"
          checked={chosen}
          onChange={onChoose}
          aria-describedby={offer.bestOffer ? `${id}-best` : undefined}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={id} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            {offer.name}
            {offer.bestOffer && (
              <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-bold text-white">
                En uygun teklif
              </span>
            )}
          </label>
          <p className="text-sm text-slate-800">
            {offer.tariffName} · {offer.dataGb} GB internet · {minutesText(offer.minutes)} ·{' '}
            {offer.commitmentMonths} ay taahhüt
          </p>
          <p className="text-base font-semibold text-slate-900">
            {money(offer.monthlyFee)}{' '}
            <span className="text-sm font-normal text-slate-700">/ ay, hat başına</span>
          </p>
          {offer.bestOffer && offer.bestReason && (
            <p id={`${id}-best`} className="text-sm text-green-800">
              {offer.bestReason}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/** Step 2: the campaign check, the campaign's offers for the chosen lines (best one marked) and add-ons. */
export function OffersStep({ wizard }: { wizard: ReContractRef }) {
  const loading = useSelector(wizard, (s) => s.hasTag('busy') || s.hasTag('failed'));
  const closed = useSelector(wizard, (s) => s.hasTag('closed'));
  const campaign = useSelector(wizard, (s) => s.context.campaign);
  const offers = useSelector(wizard, (s) => s.context.offers);
  const offerId = useSelector(wizard, (s) => s.context.offerId);
  const notice = useSelector(wizard, (s) => s.context.notice);
  if (closed)
    return (
      <div className="space-y-4">
        <Alert>{campaign?.message ?? 'Şu anda yeniden taahhüt kampanyası bulunmuyor.'}</Alert>
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" onClick={() => wizard.send({ type: 'user.back' })}>
            Geri
          </Button>
          <Button onClick={() => wizard.send({ type: 'user.retry' })}>Kampanyayı yeniden kontrol et</Button>
        </div>
      </div>
    );
  if (loading || !offers) return <StepStatus wizard={wizard} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    wizard.send({ type: 'user.next.offers' });
  };
  return (
    <form noValidate className="space-y-6" onSubmit={submit}>
      {notice === 'campaignClosed' && (
        <Alert>
          Seçtiğiniz teklifin kampanyası sona erdi. Lütfen güncel kampanyanın tekliflerinden birini seçin.
        </Alert>
      )}
      <p className="text-sm text-slate-800">
        <strong>{offers.campaign.name}</strong>
        {campaign?.message ? ` · ${campaign.message}` : ''}
      </p>
      <ChosenLinesNote wizard={wizard} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Teklifler</legend>
        <ul className="grid gap-3 lg:grid-cols-2">
          {offers.offers.map((offer) => (
            <OfferCard
              key={offer.offerId}
              offer={offer}
              chosen={offer.offerId === offerId}
              onChoose={() => wizard.send({ type: 'user.chooseOffer', offerId: offer.offerId })}
            />
          ))}
        </ul>
      </fieldset>
      <AddonChoice wizard={wizard} />
      <StepNav wizard={wizard} next={{ type: 'user.next.offers' }} nextLabel="Özete geç" />
    </form>
  );
}
