import { useSelector } from '@xstate/react';
import type { CurrentInvoice } from '../../api/invoices/types';
import { formatDate, formatPeriod } from '../../lib/format';
import { type InvoicesRef, invoicesChildren } from '../../machines/invoices/invoicesMachine';
import { Button } from '../../ui/Button';
import { InvoicePdfButtons } from './InvoicePdfButtons';
import { PaidBadge } from './PaidBadge';
import { tl } from './texts';

/** One current invoice's PDF buttons: the page's child for that invoice. */
function PdfButtonsOf({ page, invoiceNo }: { page: InvoicesRef; invoiceNo: string }) {
  const pdf = useSelector(page, (s) => invoicesChildren.pdf(s, invoiceNo));
  return pdf ? <InvoicePdfButtons pdf={pdf} /> : null;
}

/** The newest period: what it costs, when it is due, whether it is paid, per billing account. */
export function CurrentInvoiceCard({
  page,
  current,
  onOpenInvoice,
}: {
  page: InvoicesRef;
  current: CurrentInvoice;
  onOpenInvoice(invoiceNo: string): void;
}) {
  return (
    <section
      aria-labelledby="current-invoice"
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="current-invoice" className="text-lg font-semibold text-slate-900">
        Güncel fatura: {formatPeriod(current.period)}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-700">Toplam tutar</dt>
          <dd className="text-2xl font-bold text-slate-900">{tl(current.totalKurus)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Son ödeme tarihi</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatDate(current.dueDate)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Durum</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {current.paid ? (
              <PaidBadge paid />
            ) : (
              <span className="flex flex-wrap items-center gap-2">
                <PaidBadge paid={false} />
                <span>Ödenecek: {tl(current.unpaidKurus)}</span>
              </span>
            )}
          </dd>
        </div>
      </dl>
      <h3 className="mt-5 text-base font-semibold text-slate-900">Fatura hesaplarına göre</h3>
      <ul className="mt-2 divide-y divide-slate-200">
        {current.invoices.map((invoice) => (
          <li key={invoice.invoiceNo} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{invoice.ktfName}</p>
              <p className="text-sm text-slate-700">
                Fatura no: {invoice.invoiceNo} · {tl(invoice.totalKurus)} · <PaidBadge paid={invoice.paid} />
              </p>
            </div>
            <div className="flex flex-wrap items-start gap-2">
              <Button
                variant="secondary"
                onClick={() => onOpenInvoice(invoice.invoiceNo)}
                aria-label={`Fatura dökümü: ${invoice.ktfName}`}
              >
                Fatura dökümü
              </Button>
              <PdfButtonsOf page={page} invoiceNo={invoice.invoiceNo} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
