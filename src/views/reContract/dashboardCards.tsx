import type { CloseToEndContractsBox } from '../../api/dashboard/types';
import { formatNumber } from '../../lib/format';
import { count, type DashboardCardDeclaration, Figure } from '../shared/dashboardCard';

/** This feature's boxes on the dashboard (spec §3), found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  // Both contract boxes open the re-contract list narrowed to the lines they count.
  {
    id: 'outOfContract',
    order: 60,
    row: 'dashboardReContractCount',
    flag: null,
    to: '/recontracts?commitmentStatus=ENDED',
    title: 'Taahhüt dışı hatlar',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>hat yeniden taahhüde uygun</p>
      </>
    ),
  },
  {
    id: 'closeToEndContracts',
    order: 110,
    row: 'dashboardCloseToEndContracts',
    flag: 'dashboardCloseToEndContractCountCardActive',
    to: '/recontracts?commitmentStatus=ENDING',
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
];
