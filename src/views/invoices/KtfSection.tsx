import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatDate } from '../../lib/format';
import type { ktfTotalsMachine } from '../../machines/invoices/ktfTotalsMachine';
import { Button } from '../../ui/Button';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { PaidBadge } from './PaidBadge';
import { tl } from './texts';

/**
 * The period's invoice per billing account (KTF): lines, subtotal, taxes, total, paid. Its request
 * is the invoices page's `ktf` child, running while this tab shows.
 */
export function KtfSection({
  request,
  onOpenInvoice,
}: {
  request: ActorRefFrom<typeof ktfTotalsMachine>;
  onOpenInvoice(invoiceNo: string): void;
}) {
  const data = useSelector(request, (s) => s.context.data);
  const error = useSelector(request, (s) => s.context.error);
  const loading = useSelector(request, (s) => s.hasTag('loading'));
  if (loading) return <Spinner label="Fatura hesapları yükleniyor" />;
  if (error || !data)
    return (
      <RetryPanel onRetry={() => request.send({ type: 'user.retry' })}>
        {error ?? 'Fatura hesapları yüklenemedi.'}
      </RetryPanel>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Fatura hesaplarına (KTF) göre faturalar</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-800">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Fatura hesabı
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
              Hat
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
              Ara toplam
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
              Vergiler
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Toplam
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Son ödeme
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">İşlem</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.accounts.map((account) => (
            <tr key={account.ktfNo} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {account.name}
                <span className="block text-xs font-normal text-slate-700">
                  {account.ktfNo} · {account.invoiceNo}
                </span>
              </th>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">{account.lineCount}</td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                {tl(account.subtotalKurus)}
              </td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                {tl(account.taxKurus)}
              </td>
              <td className="py-2 pr-3 text-right font-semibold tabular-nums">{tl(account.totalKurus)}</td>
              <td className="py-2 pr-3">
                <span className="block">{formatDate(account.dueDate)}</span>
                <PaidBadge paid={account.paid} />
              </td>
              <td className="py-2 text-right">
                <Button
                  variant="ghost"
                  onClick={() => onOpenInvoice(account.invoiceNo)}
                  aria-label={`Döküm: ${account.name}`}
                >
                  Döküm
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
