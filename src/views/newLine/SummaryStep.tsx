import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { formatMoney } from '../../lib/format';
import type { NewLineRef } from '../../machines/newLine/newLineMachine';
import { priceLines } from '../../machines/newLine/newLineRules';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { StepNav } from '../shared/wizard/StepNav';
import { formatMsisdn, lineLabel } from './shared';

const SIM_LABELS = { PHYSICAL: 'Fiziksel SIM', ESIM: 'e-SIM' } as const;

/** Step 5: every line with tariff and monthly fee, then the OTP confirmation and the order. */
export function SummaryStep({ wizard }: { wizard: NewLineRef }) {
  const lines = useSelector(wizard, (s) => s.context.lines);
  const options = useSelector(wizard, (s) => s.context.options);
  const contact = useSelector(wizard, (s) => s.context.contact);
  const partner = useSelector(wizard, (s) => s.context.partners.find((p) => p.id === s.context.partnerId));
  const creating = useSelector(wizard, (s) => s.hasTag('submitting'));
  const otp = useSelector(wizard, (s) => s.children.otp as OtpRef | undefined);
  const priced = priceLines(lines, options);
  const total = priced.reduce((sum, p) => sum + p.monthlyFee, 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    wizard.send({ type: 'user.next.summary' });
  };

  return (
    <form noValidate className="space-y-6" onSubmit={submit}>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Sipariş edilecek hatlar</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Hat
              </th>
              <th scope="col" className="py-2 pr-3">
                Numara
              </th>
              <th scope="col" className="py-2 pr-3">
                Tarife
              </th>
              <th scope="col" className="py-2 pr-3">
                SIM
              </th>
              <th scope="col" className="py-2 text-right">
                Aylık ücret
              </th>
            </tr>
          </thead>
          <tbody>
            {priced.map(({ line, tariffName, packageName, monthlyFee }) => (
              <tr key={line.key} className="border-b border-slate-100">
                <td className="py-2 pr-3">{lineLabel(line.key, line.productType)}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatMsisdn(line.msisdn)}</td>
                <td className="py-2 pr-3">
                  {tariffName}
                  {packageName && <span className="block text-xs text-slate-700">+ {packageName}</span>}
                </td>
                <td className="py-2 pr-3">{SIM_LABELS[line.simType]}</td>
                <td className="py-2 text-right whitespace-nowrap">
                  {formatMoney(monthlyFee, { minDecimals: 2 })}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="py-2 pr-3 text-right">
                Aylık toplam
              </th>
              <td className="py-2 text-right font-semibold whitespace-nowrap">
                {formatMoney(total, { minDecimals: 2 })}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {contact && (
        <p className="text-sm text-slate-700">
          İletişim: {contact.contactName}, {formatMsisdn(contact.contactPhone)}, {contact.email}
          {partner && <> · Teslimat: {partner.name}</>}
        </p>
      )}
      <p className="text-sm text-slate-700">
        Siparişi onaylamak için cep telefonunuza bir doğrulama kodu gönderilecek.
      </p>
      <StepNav
        wizard={wizard}
        next={{ type: 'user.next.summary' }}
        nextLabel="Onayla ve sipariş ver"
        busy={creating}
      />
      <OtpDialog otp={otp} title="Yeni hat siparişini onaylayın" />
    </form>
  );
}
