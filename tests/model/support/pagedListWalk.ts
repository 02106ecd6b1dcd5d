/**
 * The model of a server-paged line list (createPagedListMachine behind a DataTable with a quick
 * filter, a filter bar with "Ürün tipi", a retry and scrolling for more), walked the same way on
 * every page that has one: the events, the serialization and the walker.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { formatNumber } from '../../../src/lib/format';
import { probed } from './actorProbe';
import type { SandboxHarness } from './sandboxHarness';
import type { PortalWalker } from './walkPortal';

interface ListSnap {
  value: unknown;
  context: {
    rows: unknown[];
    filterText: string;
    query: { filter: { text?: string; productType?: string } };
  };
  can(event: never): boolean;
  matches(value: string): boolean;
  hasTag(tag: string): boolean;
}
type ModelEvent = EventObject & Record<string, unknown>;

export interface PagedListWorld<TRow> {
  harness: SandboxHarness;
  person: { userName: string; password: string };
  page: string;
  /** The list machine's id (createPagedListMachine's first argument). */
  machineId: string;
  /** The page's h1 and the table's caption. */
  heading: string;
  table: string;
  /** The list row's path, failed on purpose for the error steps. */
  listPath: string;
  pageSize: number;
  /** A row of the seed, repeated to stand for a page in the model. */
  row: TRow;
  total: number;
  /** What the model types into the quick filter, and what every row then contains (lower case). */
  quickText: string;
  quickMatch: string;
  /** How many lines the quick filter finds, when the page shows the count for it. */
  quickMatches?: number;
  /** The quick filter's label; default the line lists' "Numara veya kullanıcı adıyla ara". */
  searchLabel?: string;
  /** The section the list stands in, where its retry is looked for (default: outside any). */
  region?: string;
  /**
   * How the page makes a new query, and what its rows then show; default the filter bar's
   * "Ürün tipi" set to Veri.
   */
  query?: {
    /** The query the model's event carries: what `perform` makes the list hold. */
    query: unknown;
    perform(user: UserEvent): Promise<void>;
    /** Whether the list holds the query `perform` made (not the one it opened with). */
    made(query: unknown): boolean;
    expectRows(rows: HTMLElement[]): void;
  };
}

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

/** Pages answer or fail; the quick filter is typed once the table is there; the filter bar always is. */
export function pagedListEvents<TRow>(world: PagedListWorld<TRow>) {
  const page = { rows: Array.from({ length: world.pageSize }, () => world.row), total: world.total };
  return (s: ListSnap): ModelEvent[] =>
    [
      { type: 'xstate.done.actor.loadPage', output: page },
      { type: 'xstate.error.actor.loadPage', error: fail() },
      { type: 'xstate.done.actor.loadMore', output: page },
      { type: 'xstate.error.actor.loadMore', error: fail() },
      { type: 'user.more' },
      ...(s.context.rows.length > 0 && !s.context.filterText
        ? [{ type: 'user.filter', text: world.quickText }]
        : []),
      { type: 'user.query', query: world.query?.query ?? { filter: { productType: 'DATA' } } },
      { type: `xstate.after.filterQuiet.${world.machineId}.filtering` },
      { type: 'user.retry' },
    ].filter((event) => s.can(event as never));
}

export const serializePagedList = (s: ListSnap) =>
  JSON.stringify({ value: s.value, rows: s.context.rows.length > 0, text: s.context.filterText });

/** The rendered body rows (the virtualizer's window). */
const bodyRows = () => [...document.querySelectorAll<HTMLElement>('tr[data-row-index]')];
/**
 * The list's own retry: the filter bar (a form) and the page's other parts (sections) have their
 * own; a list standing in a section of its own (`region`) has its retry there.
 */
const listRetry = async (region?: string) => {
  if (region)
    return within(await screen.findByRole('region', { name: region })).findByRole('button', {
      name: 'Tekrar dene',
    });
  return (await screen.findAllByRole('button', { name: 'Tekrar dene' })).find(
    (b) => !b.closest('form') && !b.closest('section'),
  )!;
};

export function pagedListWalker<TRow, TSnap extends ListSnap>(
  world: PagedListWorld<TRow>,
): PortalWalker<TSnap> {
  const table = () => screen.findByRole('table', { name: world.table });
  const settledTable = async () => {
    const t = await table();
    await waitFor(() => expect(t).not.toHaveAttribute('aria-busy'));
    return t;
  };
  const count = () => screen.getByRole('status', { name: `${world.table}: kayıt sayısı` });
  return {
    harness: world.harness,
    person: world.person,
    startPath: world.page,
    actor: () => probed(world.machineId),
    serialize: serializePagedList,
    arrange: (event) => {
      if (event.type === 'xstate.error.actor.loadPage' || event.type === 'xstate.error.actor.loadMore')
        world.harness.failNext('post', world.listPath);
    },
    perform: async (user, event) => {
      switch (event.type) {
        case 'user.filter':
          await settledTable();
          return user.type(
            screen.getByRole('searchbox', { name: world.searchLabel ?? 'Numara veya kullanıcı adıyla ara' }),
            world.quickText,
          );
        case 'user.query': {
          if (world.query) {
            await settledTable();
            return world.query.perform(user);
          }
          const form = await screen.findByRole('form', { name: 'Hat filtreleri' });
          const select = within(form).getByLabelText('Ürün tipi');
          await within(select).findByRole('option', { name: 'Veri' });
          await user.selectOptions(select, 'DATA');
          return user.click(within(form).getByRole('button', { name: 'Filtrele' }));
        }
        case 'user.more':
          // End on a row scrolls the window to the last loaded row; near the end the table asks for more.
          await settledTable();
          bodyRows()[0]!.focus();
          return user.keyboard('{End}');
        case 'user.retry':
          return user.click(await listRetry(world.region));
        default:
          return undefined;
      }
    },
    isSettled: (s) => !s.hasTag('loading') && !s.hasTag('loadingMore') && !s.hasTag('filtering'),
    expectView: async (s) => {
      expect(await screen.findByRole('heading', { name: world.heading, level: 1 })).toBeVisible();
      if (s.matches('failed') && s.context.rows.length === 0) {
        expect(await listRetry(world.region)).toBeEnabled();
        expect(screen.getByText('Hatlar yüklenemedi.')).toBeVisible();
        expect(screen.queryByRole('table', { name: world.table })).toBeNull();
        return;
      }
      await settledTable();
      if (s.matches('failed')) {
        // A failed next part: the rows stay, with why and the retry under them.
        expect(screen.getByText(/^Sonraki hatlar yüklenemedi\./)).toBeVisible();
        expect(await listRetry(world.region)).toBeEnabled();
      }
      const rows = bodyRows();
      expect(rows.length).toBeGreaterThan(0);
      const { filter } = s.context.query;
      if (filter.text) {
        if (world.quickMatches !== undefined)
          expect(count()).toHaveTextContent(`${formatNumber(world.quickMatches)} kayıt`);
        for (const row of rows) expect(row.textContent?.toLocaleLowerCase('tr')).toContain(world.quickMatch);
      } else if (world.query?.made(s.context.query)) {
        world.query.expectRows(rows);
      } else if (filter.productType) {
        for (const row of rows) expect(row).toHaveTextContent('Veri');
      } else {
        expect(count()).toHaveTextContent(`${formatNumber(world.total)} kayıt`);
      }
      const lastShown = Math.max(...rows.map((r) => Number(r.dataset.rowIndex)));
      // After a second page the window at the end of the first shows rows of the second.
      if (s.context.rows.length > world.pageSize) expect(lastShown).toBeGreaterThanOrEqual(world.pageSize);
      else expect(lastShown).toBeLessThan(world.pageSize);
    },
  };
}
