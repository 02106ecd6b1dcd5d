import { useSelector } from '@xstate/react';
import { formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import { chosenFee, chosenOffer, monthlyDifference } from '../../machines/tariff/tariffChangeContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { signedMoney } from './columns';
import type { ChangeRef } from './types';

/** Step 2: the commitment and, when the tariff offers them, its gift packages. */
export function OptionsStep({ flow }: { flow: ChangeRef }) {
  const preparation = useSelector(flow, (s) => s.context.preparation);
  const months = useSelector(flow, (s) => s.context.commitmentMonths);
  const selections = useSelector(flow, (s) => s.context.selections);
  const name = useSelector(flow, (s) => chosenOffer(s.context)?.name ?? '');
  const canNext = useSelector(flow, (s) => s.can({ type: 'user.next' }));
  if (!preparation) return null;
  const offer = preparation.preOrder;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        Seçilen tarife: <strong>{name}</strong>
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">Taahhüt süresi</legend>
        {preparation.options.commitments.map((option) => (
          <label key={option.months} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="commitment"
              checked={months === option.months}
              onChange={() => flow.send({ type: 'commitment.choose', months: option.months as 24 | 12 | 0 })}
            />
            {option.label}: {formatMoney(option.monthlyFee, { minDecimals: 2 })} / ay
          </label>
        ))}
      </fieldset>
      {offer.required && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">
            Hediye paket ({offer.multiple ? `en fazla ${offer.maxChoices} paket seçin` : 'bir paket seçin'})
          </legend>
          {offer.choices.map((choice) => (
            <label key={choice.code} className="flex items-start gap-2 text-sm text-slate-800">
              <input
                type={offer.multiple ? 'checkbox' : 'radio'}
                name="gift"
                className="mt-1"
                checked={selections.includes(choice.code)}
                onChange={() => flow.send({ type: 'selection.toggle', code: choice.code })}
              />
              <span>
                <span className="font-medium text-slate-900">{choice.label}</span>: {choice.description}
              </span>
            </label>
          ))}
          {selections.length === 0 && (
            <p className="text-sm text-red-800">Devam etmek için bir hediye paket seçin.</p>
          )}
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => flow.send({ type: 'user.back' })}>
          Geri
        </Button>
        <Button disabled={!canNext} onClick={() => flow.send({ type: 'user.next' })}>
          Devam
        </Button>
      </div>
    </div>
  );
}

/** Step 3: the change and what it costs per month, then the SMS code. */
export function SummaryStep({ flow }: { flow: ChangeRef }) {
  const context = useSelector(flow, (s) => s.context);
  const otp = useSelector(flow, (s) => s.children.otp as OtpRef | undefined);
  const changing = useSelector(flow, (s) => s.matches('changing'));
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'user.confirm' }));
  const canBack = useSelector(flow, (s) => s.can({ type: 'user.back' }));
  const line = context.data?.offers.line;
  const offer = chosenOffer(context);
  const choices =
    context.preparation?.preOrder.choices.filter((c) => context.selections.includes(c.code)) ?? [];
  const difference = monthlyDifference(context);
  if (!line || !offer) return null;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Hat</dt>
        <dd className="font-mono text-slate-900">{formatMsisdn(line.msisdn)}</dd>
        <dt className="font-medium text-slate-700">Mevcut tarife</dt>
        <dd className="text-slate-900">
          {line.tariffName} ({formatMoney(line.monthlyFee, { minDecimals: 2 })} / ay)
        </dd>
        <dt className="font-medium text-slate-700">Yeni tarife</dt>
        <dd className="text-slate-900">
          {offer.name} ({formatMoney(chosenFee(context), { minDecimals: 2 })} / ay)
        </dd>
        <dt className="font-medium text-slate-700">Taahhüt</dt>
        <dd className="text-slate-900">
          {context.commitmentMonths === 0 ? 'Taahhütsüz' : `${context.commitmentMonths} ay`}
        </dd>
        {choices.length > 0 && (
          <>
            <dt className="font-medium text-slate-700">Hediye paket</dt>
            <dd className="text-slate-900">{choices.map((c) => c.label).join(', ')}</dd>
          </>
        )}
        <dt className="font-medium text-slate-700">Aylık fark</dt>
        <dd className="font-semibold text-slate-900">{signedMoney(difference)}</dd>
      </dl>
      <Alert tone="info">
        Değişiklik onaydan hemen sonra geçerli olur. Bu dönem kalan kullanım hakları yeni tarifeye aktarılmaz.
      </Alert>
      {context.failure && (
        <Alert>Tarife değiştirilemedi. Yeniden onaylayabilirsiniz; yeni bir doğrulama kodu gönderilir.</Alert>
      )}
      {changing && <p role="status">Tarife değiştiriliyor…</p>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!canBack} onClick={() => flow.send({ type: 'user.back' })}>
          Geri
        </Button>
        <Button disabled={!canConfirm} busy={changing} onClick={() => flow.send({ type: 'user.confirm' })}>
          Onayla ve SMS kodu gönder
        </Button>
      </div>
      <OtpDialog otp={otp} title="Tarife değişikliğini onaylayın" />
    </div>
  );
}

/** Step 4: the change as the history keeps it. */
export function DoneStep({ flow }: { flow: ChangeRef }) {
  const result = useSelector(flow, (s) => s.context.result);
  if (!result) return null;
  return (
    <div className="space-y-4">
      <Alert tone="success">
        {formatMsisdn(result.msisdn)} hattının tarifesi {result.toTariff} olarak değiştirildi. Aylık fark:{' '}
        {signedMoney(result.monthlyDifference)}.
      </Alert>
      <Button onClick={() => flow.send({ type: 'user.restart' })}>Tarifelere dön</Button>
    </div>
  );
}
