import type { FirstLoginGiftBox } from '../../api/dashboard/types';
import { count, type DashboardCardDeclaration, Figure } from '../shared/dashboardCard';

/** This feature's boxes on the dashboard (spec §3), found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  // The active packages, narrowed to those ending within the week: exactly the lines counted.
  {
    id: 'closeToEndPackages',
    order: 40,
    row: 'dashboardCloseToEndPackages',
    flag: 'dashboardCloseToEndPackageCountCardActive',
    to: '/additional-package-cancellation?bitis=7',
    title: 'Süresi dolmak üzere olan paketler',
    render: (d) => (
      <>
        <Figure>{count(d)}</Figure>
        <p>hattın ek paketi 7 gün içinde bitiyor</p>
      </>
    ),
  },
  {
    id: 'firstLoginGift',
    order: 120,
    row: 'dashboardFirstLoginGift',
    flag: null,
    to: '/additional-package',
    title: 'Hoş geldin hediyesi',
    render: (d) => {
      const box = d as FirstLoginGiftBox;
      return <p>{box.eligible ? box.description : 'Şu anda size tanımlı bir hediye bulunmuyor.'}</p>;
    },
  },
];
