import type { ExchangeRates } from '../../api/customer/types';
import type { CmsParameterBox } from '../../api/dashboard/types';
import { formatDate, formatNumber } from '../../lib/format';
import { type DashboardCardDeclaration, Rows } from '../shared/dashboardCard';

/** This feature's boxes on the dashboard (spec §3), found by src/views/dashboard/cards.ts. */
export const dashboardCards: readonly DashboardCardDeclaration[] = [
  {
    id: 'cmsParameter',
    order: 130,
    row: 'dashboardCmsParameter',
    flag: null,
    to: null,
    title: 'Duyuru',
    render: (d) => <p>{(d as CmsParameterBox).announcement}</p>,
  },
  {
    id: 'exchangeRates',
    order: 150,
    row: 'exchangeRates',
    flag: null,
    to: null,
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
];
