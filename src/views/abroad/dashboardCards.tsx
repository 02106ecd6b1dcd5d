import type { RoamingStatsBox } from '../../api/dashboard/types';
import { formatNumber } from '../../lib/format';
import { type DashboardCardDeclaration, Rows } from '../shared/dashboardCard';

/** This feature's boxes on the dashboard (spec §3), found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  {
    id: 'roaming',
    order: 20,
    row: 'dashboardRoamingStats',
    flag: 'dashboardRoamingOnOffCountCardActive',
    to: '/roaming',
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
];
