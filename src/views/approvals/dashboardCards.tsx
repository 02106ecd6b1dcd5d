import { count, type DashboardCardDeclaration, Figure } from '../shared/dashboardCard';

/** This feature's boxes on the dashboard (spec §3), found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  {
    id: 'approvalProcesses',
    order: 80,
    row: 'dashboardApprovalProcesses',
    flag: 'dashboardApprovalPendingCardActive',
    to: '/pending-requests',
    title: 'Onay süreçleri',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>işlem onayınızı bekliyor</p>
      </>
    ),
  },
];
