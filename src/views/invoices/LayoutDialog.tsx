import { useActorRef, useSelector } from '@xstate/react';
import { formatDate, formatPeriod } from '../../lib/format';
import { invoiceLayoutMachine } from '../../machines/invoices/invoiceLayoutMachine';
import { Modal } from '../../ui/Modal';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { InvoicePdfButtons } from './InvoicePdfButtons';
import { PaidBadge } from './PaidBadge';
import { tl } from './texts';

/** One invoice as it is laid out: who, which account, the sections, the taxes and the total. */
export function LayoutDialog({ invoiceNo, onClose }: { invoiceNo: string; onClose(): void }) {
  return (
    <Modal open wide title={`Fatura dökümü: ${invoiceNo}`} onClose={onClose}>
      <LayoutBody invoiceNo={invoiceNo} />
    </Modal>
  );
}

function LayoutBody({ invoiceNo }: { invoiceNo: string }) {
  const request = useActorRef(invoiceLayoutMachine, { input: invoiceNo });
  const layout = useSelector(request, (s) => s.context.data);
  const error = useSelector(request, (s) => s.context.error);
  if (error) return <RetryPanel onRetry={() => request.send({ type: 'user.retry' })}>{error}</RetryPanel>;
  if (!layout) return <Spinner label="Fatura dökümü yükleniyor" />;
  const row = (label: string, kurus: number, strong = false) => (
    <tr key={label} className="border-b border-slate-200">
      <th scope="row" className={`py-1.5 pr-3 text-left ${strong ? 'font-semibold' : 'font-normal'}`}>
        {label}
      </th>
      <td className={`py-1.5 text-right tabular-nums ${strong ? 'font-semibold' : ''}`}>{tl(kurus)}</td>
    </tr>
  );
  return (
    <div className="space-y-4 text-sm text-slate-900">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-700">Şirket: </dt>
          <dd className="inline">{layout.companyName}</dd>
        </div>
        <div>
          <dt className="inline text-slate-700">Vergi no: </dt>
          <dd className="inline">{layout.taxNumber}</dd>
        </div>
        <div>
          <dt className="inline text-slate-700">Fatura hesabı: </dt>
          <dd className="inline">
            {layout.ktfName} ({layout.ktfNo})
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-700">Dönem: </dt>
          <dd className="inline">{formatPeriod(layout.period)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-700">Fatura tarihi: </dt>
          <dd className="inline">{formatDate(layout.issueDate)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-700">Son ödeme: </dt>
          <dd className="inline">
            {formatDate(layout.dueDate)} <PaidBadge paid={layout.paid} />
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-slate-700">Adres: </dt>
          <dd className="inline">{layout.ktfAddress}</dd>
        </div>
      </dl>
      <table className="w-full">
        <caption className="mb-1 text-left font-semibold">{layout.lineCount} hattın ücretleri</caption>
        <tbody>
          {layout.sections.map((s) => row(s.title, s.amountKurus))}
          {row('Ara toplam', layout.subtotalKurus, true)}
          {row(`ÖİV (%${layout.oivRatePercent})`, layout.oivKurus)}
          {row(`KDV (%${layout.kdvRatePercent})`, layout.kdvKurus)}
          {row('Genel toplam', layout.totalKurus, true)}
        </tbody>
      </table>
      <InvoicePdfButtons invoiceNo={layout.invoiceNo} />
    </div>
  );
}
