import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { MonthTotal } from '../../api/invoices/types';
import { formatMoney, formatPeriod } from '../../lib/format';

// Only the bar pieces (no tooltip: the table beside has every figure), so the lazy chunk stays small.
Chart.register(BarController, BarElement, CategoryScale, LinearScale);

const short = (period: string) => {
  const [name = '', year = ''] = formatPeriod(period).split(' ');
  return `${name.slice(0, 3)} ${year.slice(2)}`;
};

/** Monthly totals as bars (oldest first); unpaid months in amber. The table beside has the figures. */
export default function MonthlyChart({ months }: { months: readonly MonthTotal[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: months.map((m) => short(m.period)),
        datasets: [
          {
            label: 'Fatura toplamı',
            data: months.map((m) => m.totalKurus / 100),
            backgroundColor: months.map((m) => (m.unpaidKurus > 0 ? '#b45309' : '#1d4ed8')),
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: {
          y: { ticks: { callback: (value) => formatMoney(Number(value), { maxDecimals: 0 }) } },
        },
      },
    });
    return () => chart.destroy();
  }, [months]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label="Aylara göre fatura toplamları grafiği"
      aria-describedby="monthly-chart-summary"
    />
  );
}
