import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { ReContractRef } from '../../machines/reContract/reContractMachine';
import { chosenOffer } from '../../machines/reContract/reContractSetup';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { StepNav } from '../shared/wizard/StepNav';

const money = (value: number) => formatMoney(value, { minDecimals: 2 });

/** Step 3: what the order will be, in TL, before the SMS code confirms it and it is submitted. */
export function SummaryStep({ wizard }: { wizard: ReContractRef }) {
  const offer = useSelector(wizard, (s) => chosenOffer(s.context));
  const lines = useSelector(wizard, (s) => s.context.lines);
  const addonIds = useSelector(wizard, (s) => s.context.addonIds);
  const allAddons = useSelector(wizard, (s) => s.context.addons);
  const submitting = useSelector(wizard, (s) => s.hasTag('submitting'));
  const otp = useSelector(wizard, (s) => s.children.otp as OtpRef | undefined);
  if (!offer) return null;
  const addons = allAddons.filter((a) => addonIds.includes(a.addonId));
  const perLine =
    Math.round((offer.monthlyFee + addons.reduce((sum, a) => sum + a.monthlyFee, 0)) * 100) / 100;
  const total = Math.round(perLine * lines.length * 100) / 100;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    wizard.send({ type: 'user.next.summary' });
  };
  return (
    <form noValidate className="space-y-6" onSubmit={submit}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Teklif</dt>
        <dd className="text-slate-900">
          {offer.name} ({offer.tariffName}){offer.bestOffer ? ' · En uygun teklif' : ''}
        </dd>
        <dt className="font-medium text-slate-700">Taahhüt süresi</dt>
        <dd className="text-slate-900">{offer.commitmentMonths} ay</dd>
        <dt className="font-medium text-slate-700">Ek paketler</dt>
        <dd className="text-slate-900">
          {addons.length === 0
            ? 'Seçilmedi'
            : addons.map((a) => `${a.name} (${money(a.monthlyFee)})`).join(', ')}
        </dd>
      </dl>
      {offer.changes.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">Neler değişiyor</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Konu
                </th>
                <th scope="col" className="py-2 pr-3">
                  Şimdi
                </th>
                <th scope="col" className="py-2">
                  Yeni
                </th>
              </tr>
            </thead>
            <tbody>
              {offer.changes.map((c) => (
                <tr key={c.label} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {c.label}
                  </th>
                  <td className="py-2 pr-3">{c.from}</td>
                  <td className="py-2">{c.to}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">Hatlar ve aylık ücretleri</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Hat
              </th>
              {/* On a phone the number and the fee fit; the current tariff is in "Neler değişiyor". */}
              <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                Mevcut tarife
              </th>
              <th scope="col" className="py-2 text-right">
                Aylık ücret
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.msisdn} className="border-b border-slate-100">
                <td className="py-2 pr-3 font-mono whitespace-nowrap">{formatMsisdn(line.msisdn)}</td>
                <td className="hidden py-2 pr-3 sm:table-cell">{line.tariffName}</td>
                <td className="py-2 text-right whitespace-nowrap">{money(perLine)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-3 text-left">
                Aylık toplam
              </th>
              <td className="hidden sm:table-cell" />
              <td className="py-2 text-right font-semibold whitespace-nowrap">{money(total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        Siparişi onaylamak için cep telefonunuza bir doğrulama kodu gönderilecek. Ardından yeniden taahhüt
        sözleşmesini okuyup onaylayacaksınız.
      </p>
      <StepNav
        wizard={wizard}
        next={{ type: 'user.next.summary' }}
        nextLabel="Onayla ve gönder"
        busy={submitting}
      />
      <OtpDialog otp={otp} title="Yeniden taahhüt siparişini onaylayın" />
    </form>
  );
}
