import type { ReactNode } from 'react';
import type { CountBox } from '../../api/dashboard/types';
import { formatNumber } from '../../lib/format';
import type { CardSource } from '../../machines/dashboard/dashboardCards';

/**
 * One dashboard box as the feature that owns its facts declares it, in
 * `src/views/<feature>/dashboardCards.tsx` (`export const dashboardCards`): the dashboard finds
 * these files by glob, so a new box is one feature's edit, as its server half is
 * (`ServerFeature.dashboard.cards`).
 */
export interface DashboardCardDeclaration extends CardSource {
  /** Its place on the page: boxes are laid out by ascending order (10, 20, … leave room). */
  readonly order: number;
  /** The box's Turkish heading. */
  readonly title: string;
  /**
   * The screen where the person acts on what the box counts, or none when the box is complete in
   * itself (an announcement, exchange rates; issue 39).
   */
  readonly to: string | null;
  /** The box's figures from its row's answer. */
  readonly render: (data: unknown) => ReactNode;
}

export const Figure = ({ children }: { children: ReactNode }) => (
  <p className="text-2xl font-bold text-brand-900">{children}</p>
);

/** Label/value rows; values in Turkish number format. */
export function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd className="text-right font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A count box's figure. */
export const count = (data: unknown) => formatNumber((data as CountBox | undefined)?.count ?? 0);
