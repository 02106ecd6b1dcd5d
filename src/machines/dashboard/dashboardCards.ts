import type { InputArgs, RowName } from '../../api/contract/registry';
import type { CardFlag, DashboardFlags } from './dashboardFlags';

/** The catalogue rows a box may be fed by: the dashboard's rows that need no input. */
export type CardRow = {
  [N in RowName]: N extends `dashboard${string}` | 'banner' | 'exchangeRates'
    ? [] extends InputArgs<N>
      ? N
      : never
    : never;
}[RowName];

/**
 * What the dashboard's machine knows of a box: its id, the catalogue row that feeds it and the
 * status flag that switches it (none: shown whenever the dashboard is not switched off). The
 * features declare their boxes with their titles and figures (src/views/shared/dashboardCard.tsx).
 */
export interface CardSource {
  readonly id: string;
  readonly row: CardRow;
  readonly flag: CardFlag | null;
}

export type CardId = string;

/**
 * Whether a box shows: its status flag when it has one; a box without a flag follows the
 * dashboard (shown until the status answers, and while it is active or its status unknown).
 */
export function isCardShown(card: CardSource, flags: DashboardFlags): boolean {
  return card.flag ? flags[card.flag] : flags.init || flags.dashboardActive;
}
