import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatDate, formatPeriod } from '../../lib/format';
import type { invoiceLayoutMachine } from '../../machines/invoices/invoiceLayoutMachine';
import type { InvoicePdfRef } from '../../machines/invoices/invoicePdfMachine';
import { Modal } from '../../ui/Modal';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { InvoicePdfButtons } from './InvoicePdfButtons';
import { PaidBadge } from './PaidBadge';
import { tl } from './texts';

type LayoutRef = ActorRefFrom<typeof invoiceLayoutMachine>;

/**
 * One invoice as it is laid out: who, which account, the sections, the taxes and the total. Its
 * request and PDF buttons are the invoices page's children while the dialog is open.
 */
export function LayoutDialog({
  invoiceNo,
  request,
  pdf,
  onClose,
}: {
  invoiceNo: string;
  request: LayoutRef;
  pdf: InvoicePdfRef | undefined;
  onClose(): void;
}) {
  return (
    <Modal open wide title={`Fatura dökümü: ${invoiceNo}`} onClose={onClose}>
      <LayoutBody request={request} pdf={pdf} />
    </Modal>
  );
}

function LayoutBody({ request, pdf }: { request: LayoutRef; pdf: InvoicePdfRef | undefined }) {
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
      {pdf && <InvoicePdfButtons pdf={pdf} />}
    </div>
  );
}
