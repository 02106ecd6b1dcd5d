import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { SpendSummary } from '../../api/spendAnalysis/types';
import { formatMoney, formatPeriod } from '../../lib/format';

// The bar pieces and the legend (which colour is which group); the table beside has every figure.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend);

const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#a16207'];

const short = (period: string) => {
  const [name = '', year = ''] = formatPeriod(period).split(' ');
  return `${name.slice(0, 3)} ${year.slice(2)}`;
};

/** Spend per period as stacked bars, one colour per group of the split (oldest period first). */
export default function SpendChart({ summary }: { summary: SpendSummary }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: summary.periods.map(short),
        datasets: summary.groups.map((group, i) => ({
          label: group.label,
          data: group.amountsKurus.map((k) => k / 100),
          backgroundColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true },
          y: {
            stacked: true,
            ticks: { callback: (value) => formatMoney(Number(value), { maxDecimals: 0 }) },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [summary]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label="Dönemlere göre harcama grafiği"
      aria-describedby="spend-chart-summary"
    />
  );
}
