import { count, type DashboardCardDeclaration, Figure } from '../shared/dashboardCard';

/** This feature's box on the dashboard, found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  {
    id: 'spendAlerts',
    order: 95,
    row: 'dashboardSpendAlerts',
    flag: null,
    to: '/harcama-analizi',
    title: 'Harcama uyarıları',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>açık harcama uyarısı</p>
      </>
    ),
  },
];
