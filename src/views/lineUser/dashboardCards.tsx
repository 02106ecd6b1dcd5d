import type { GsmTransactionsBox, ProductTypeCountsBox } from '../../api/dashboard/types';
import { formatNumber } from '../../lib/format';
import { productTypeWord } from '../../lib/productTypes';
import { count, type DashboardCardDeclaration, Figure, Rows } from '../shared/dashboardCard';

/** This feature's boxes on the dashboard (spec §3), found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  {
    id: 'gsmTransactions',
    order: 30,
    row: 'dashboardGsmTransactions',
    flag: null,
    to: '/update-product-user',
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
  {
    id: 'mobilePayment',
    order: 50,
    row: 'dashboardMobilePaymentOrders',
    flag: 'dashboardMobilePaymentSubscriberCountCardActive',
    to: '/update-product-user',
    title: 'Mobil ödeme talimatı',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>hatta mobil ödeme açık</p>
      </>
    ),
  },
  {
    id: 'productTypes',
    order: 100,
    row: 'dashboardProductTypeCounts',
    flag: 'dashboardProductTypeCountCardActive',
    to: '/update-product-user',
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
];
