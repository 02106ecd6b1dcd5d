import type { BannerList } from '../../api/customer/types';
import type { DashboardCardDeclaration } from '../shared/dashboardCard';

/** This feature's boxes on the dashboard (spec §3), found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  // The campaigns' own content page (server/content/pages.ts).
  {
    id: 'banner',
    order: 140,
    row: 'banner',
    flag: null,
    to: '/p/kampanyalar',
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
];
