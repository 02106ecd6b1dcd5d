import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { StepNav } from '../shared/wizard/StepNav';
import { StepStatus } from '../shared/wizard/StepStatus';

/** Step 6: the order as the server holds it, then the OTP confirmation and finalize. */
export function SummaryStep({ wizard }: { wizard: TakeOverRef }) {
  const ready = useSelector(
    wizard,
    (s) => !s.matches({ summary: 'loading' }) && !s.matches({ summary: 'failed' }),
  );
  const order = useSelector(wizard, (s) => s.context.order);
  const finalizing = useSelector(wizard, (s) => s.hasTag('submitting'));
  const otp = useSelector(wizard, (s) => s.children.otp as OtpRef | undefined);
  if (!ready || !order) return <StepStatus wizard={wizard} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    wizard.send({ type: 'user.next.summary' });
  };
  return (
    <form noValidate className="space-y-6" onSubmit={submit}>
      <p className="text-sm text-slate-800">
        Devreden: <strong>{order.transferor.name}</strong> · Sipariş numarası:{' '}
        <strong>{order.orderId}</strong>
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <caption className="sr-only">Devralınacak hatlar</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Hat
              </th>
              <th scope="col" className="py-2 pr-3">
                Mevcut tarife
              </th>
              <th scope="col" className="py-2 pr-3">
                Yeni tarife
              </th>
              <th scope="col" className="py-2 text-right">
                Aylık ücret
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.msisdn} className="border-b border-slate-100">
                <td className="py-2 pr-3 whitespace-nowrap">{formatMsisdn(line.msisdn)}</td>
                <td className="py-2 pr-3">{line.currentTariff}</td>
                <td className="py-2 pr-3">{line.tariffName ?? '—'}</td>
                <td className="py-2 text-right whitespace-nowrap">
                  {line.monthlyFee === undefined ? '—' : formatMoney(line.monthlyFee, { minDecimals: 2 })}
                </td>
              </tr>
            ))}
          </tbody>
          {order.monthlyTotal !== undefined && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={3} className="py-2 pr-3 text-right">
                  Aylık toplam
                </th>
                <td className="py-2 text-right font-semibold whitespace-nowrap">
                  {formatMoney(order.monthlyTotal, { minDecimals: 2 })}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {order.subscriptionInfo && (
        <p className="text-sm text-slate-700">
          İletişim: {order.subscriptionInfo.contactName}, {formatMsisdn(order.subscriptionInfo.contactPhone)},{' '}
          {order.subscriptionInfo.email}
        </p>
      )}
      <p className="text-sm text-slate-700">
        Devri onaylamak için cep telefonunuza bir doğrulama kodu gönderilecek.
      </p>
      <StepNav
        wizard={wizard}
        next={{ type: 'user.next.summary' }}
        nextLabel="Onayla ve devral"
        busy={finalizing}
      />
      <OtpDialog otp={otp} title="Hat devralma siparişini onaylayın" />
    </form>
  );
}
