import type { BillingInformationBox, UnpaidInvoicesBox } from '../../api/dashboard/types';
import { formatDate, formatMoney, formatNumber, formatPeriod } from '../../lib/format';
import { count, type DashboardCardDeclaration, Figure, Rows } from '../shared/dashboardCard';

/** This feature's boxes on the dashboard (spec §3), found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  {
    id: 'unpaidInvoices',
    order: 10,
    row: 'dashboardUnpaidInvoices',
    flag: 'dashboardUnpaidInvoiceCountCardActive',
    to: '/invoices',
    title: 'Ödenmemiş faturalar',
    render: (d) => {
      const box = d as UnpaidInvoicesBox;
      return (
        <>
          <Figure>{formatMoney(box.amount, { minDecimals: 2 })}</Figure>
          <p>{formatNumber(box.count)} adet ödenmemiş fatura</p>
        </>
      );
    },
  },
  {
    id: 'invoicePaymentOrders',
    order: 70,
    row: 'dashboardInvoicePaymentOrders',
    flag: 'dashboardInvoicePaymentOrderCountCardActive',
    to: '/invoices',
    title: 'Fatura ödeme talimatı',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>fatura hesabında otomatik ödeme talimatı var</p>
      </>
    ),
  },
  {
    id: 'billingInformation',
    order: 90,
    row: 'dashboardBillingInformation',
    flag: 'dashboardInvoiceInfoCardActive',
    to: '/invoices',
    title: 'Fatura bilgileri',
    render: (d) => {
      const box = d as BillingInformationBox;
      return (
        <Rows
          rows={[
            ['Dönem', formatPeriod(box.period)],
            ['Toplam tutar', formatMoney(box.amount, { minDecimals: 2 })],
            ['Son ödeme tarihi', formatDate(box.dueDate)],
            ['Fatura sayısı', formatNumber(box.invoiceCount)],
          ]}
        />
      );
    },
  },
];
