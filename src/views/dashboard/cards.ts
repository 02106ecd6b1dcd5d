import type { DashboardCardDeclaration } from '../shared/dashboardCard';

/**
 * Every feature's boxes (`src/views/<feature>/dashboardCards.tsx`) in page order; a box id
 * declared twice stops the page rather than letting one feature's box hide another's.
 */
export function collectCards(
  modules: Readonly<Record<string, readonly DashboardCardDeclaration[]>>,
): DashboardCardDeclaration[] {
  const all = Object.keys(modules)
    .sort()
    .flatMap((file) => modules[file] ?? []);
  const seen = new Set<string>();
  for (const { id } of all) {
    if (seen.has(id)) throw new Error(`Dashboard card ${id} is declared twice`);
    seen.add(id);
  }
  return all.sort((a, b) => a.order - b.order);
}

export const DASHBOARD_CARDS: readonly DashboardCardDeclaration[] = collectCards(
  import.meta.glob<readonly DashboardCardDeclaration[]>('../*/dashboardCards.tsx', {
    eager: true,
    import: 'dashboardCards',
  }),
);
