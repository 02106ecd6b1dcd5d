import type { ReactNode } from 'react';
import type {
  BannerList,
  BillingInformationBox,
  CloseToEndContractsBox,
  CmsParameterBox,
  CountBox,
  ExchangeRates,
  FirstLoginGiftBox,
  GsmTransactionsBox,
  ProductTypeCountsBox,
  RoamingStatsBox,
  UnpaidInvoicesBox,
} from '../../api/portalTypes';
import { formatDate, formatMoney, formatNumber, formatPeriod } from '../../lib/format';
import { productTypeWord } from '../../lib/productTypes';
import type { CardId } from '../../machines/dashboard/dashboardCards';

const Figure = ({ children }: { children: ReactNode }) => (
  <p className="text-2xl font-bold text-brand-900">{children}</p>
);

/** Label/value rows; values in Turkish number format. */
function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const count = (data: unknown) => formatNumber((data as CountBox | undefined)?.count ?? 0);

/** Title and figures of every box; the order of DASHBOARD_CARDS is the order on the page. */
export const CARD_VIEWS: Record<CardId, { title: string; render: (data: unknown) => ReactNode }> = {
  unpaidInvoices: {
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
  roaming: {
    title: 'Yurt dışı kullanım (GSM)',
    render: (d) => {
      const box = d as RoamingStatsBox;
      return (
        <Rows
          rows={[
            ['Yurt dışı açık hat', formatNumber(box.roamingOnCount)],
            ['Yurt dışı kapalı hat', formatNumber(box.roamingOffCount)],
          ]}
        />
      );
    },
  },
  gsmTransactions: {
    title: 'GSM işlemleri',
    render: (d) => {
      const box = d as GsmTransactionsBox;
      return (
        <Rows
          rows={[
            ['Toplam hat', formatNumber(box.totalCount)],
            ['Aktif', formatNumber(box.activeCount)],
            ['Askıda', formatNumber(box.suspendedCount)],
          ]}
        />
      );
    },
  },
  closeToEndPackages: {
    title: 'Süresi dolmak üzere olan paketler',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>hattın ek paketi 7 gün içinde bitiyor</p>
      </>
    ),
  },
  mobilePayment: {
    title: 'Mobil ödeme talimatı',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>hatta mobil ödeme açık</p>
      </>
    ),
  },
  outOfContract: {
    title: 'Taahhüt dışı hatlar',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>hat yeniden taahhüde uygun</p>
      </>
    ),
  },
  invoicePaymentOrders: {
    title: 'Fatura ödeme talimatı',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>fatura hesabında otomatik ödeme talimatı var</p>
      </>
    ),
  },
  approvalProcesses: {
    title: 'Onay süreçleri',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>işlem onayınızı bekliyor</p>
      </>
    ),
  },
  billingInformation: {
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
  productTypes: {
    title: 'Ürün tipine göre hatlar',
    render: (d) => (
      <Rows
        rows={(d as ProductTypeCountsBox).counts.map((c) => [
          productTypeWord(c.productType),
          formatNumber(c.count),
        ])}
      />
    ),
  },
  closeToEndContracts: {
    title: 'Taahhüdü bitmek üzere olanlar',
    render: (d) => {
      const box = d as CloseToEndContractsBox;
      return (
        <>
          <Figure>{formatNumber(box.count)}</Figure>
          <p>hattın taahhüdü {formatNumber(box.withinDays)} gün içinde bitiyor</p>
        </>
      );
    },
  },
  firstLoginGift: {
    title: 'Hoş geldin hediyesi',
    render: (d) => {
      const box = d as FirstLoginGiftBox;
      return <p>{box.eligible ? box.description : 'Şu anda size tanımlı bir hediye bulunmuyor.'}</p>;
    },
  },
  cmsParameter: {
    title: 'Duyuru',
    render: (d) => <p>{(d as CmsParameterBox).announcement}</p>,
  },
  banner: {
    title: 'Kampanya',
    render: (d) => {
      const banner = (d as BannerList).banners[0];
      return banner ? (
        <>
          <p className="font-semibold text-slate-900">{banner.title}</p>
          <p>{banner.text}</p>
        </>
      ) : (
        <p>Güncel kampanya bulunmuyor.</p>
      );
    },
  },
  exchangeRates: {
    title: 'Döviz kurları',
    render: (d) => {
      const box = d as ExchangeRates;
      return (
        <>
          <Rows
            rows={box.rates.map((r) => [
              `${r.currency} alış / satış`,
              `${formatNumber(r.buying, { maxDecimals: 4 })} / ${formatNumber(r.selling, { maxDecimals: 4 })}`,
            ])}
          />
          <p className="mt-2 text-xs text-slate-600">{formatDate(box.date)} tarihli kurlar</p>
        </>
      );
    },
  },
};
