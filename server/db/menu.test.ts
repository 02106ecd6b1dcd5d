// @vitest-environment node
import { routeOf } from '../../src/lib/routes';
import { composeMenu } from './menu';

const core = [
  { id: 'home', title: 'Ana Sayfa', url: '/dashboard' },
  { id: 'lines', title: 'Hatlarım', url: '/lines', children: [{ id: 'lines.a', title: 'A', url: '/a' }] },
  { id: 'roaming', title: 'Yurt Dışı', url: '/roaming' },
];

describe('composeMenu', () => {
  it('places a feature’s entries after their sibling, first, or last, top level or in a group', () => {
    const menu = composeMenu(core, [
      { id: 'orders', title: 'Siparişlerim', url: '/my-orders', after: 'home' },
      { id: 'lines.b', title: 'B', url: '/b', parent: 'lines' },
      { id: 'lines.z', title: 'Z', url: '/z', parent: 'lines', after: null },
      { id: 'last', title: 'Son', url: '/son' },
    ]);
    expect(menu.map((item) => item.id)).toEqual(['home', 'orders', 'lines', 'roaming', 'last']);
    expect(menu[2]!.children!.map((item) => item.id)).toEqual(['lines.z', 'lines.a', 'lines.b']);
  });

  it('lets a feature take over a core entry in place, keeping its children, without changing the core', () => {
    const menu = composeMenu(core, [
      { id: 'lines', title: 'Hatlarım ve Paketler', url: '/update-product-user' },
    ]);
    expect(menu[1]).toMatchObject({
      id: 'lines',
      title: 'Hatlarım ve Paketler',
      children: [{ id: 'lines.a' }],
    });
    expect(core[1]!.title).toBe('Hatlarım');
  });

  it('refuses an entry of a group that does not exist', () => {
    expect(() => composeMenu(core, [{ id: 'x', title: 'X', url: '/x', parent: 'nope' }])).toThrow(
      /unknown group "nope"/,
    );
  });
});

describe('composeMenu across features', () => {
  it('places an entry that follows another feature’s entry whatever order the features come in', () => {
    const menu = composeMenu(core, [
      { id: 'new-line', title: 'Yeni Hat', url: '/new-line', after: 'orders' },
      { id: 'orders', title: 'Siparişlerim', url: '/my-orders', after: 'home' },
      { id: 'orphan', title: 'Yetim', url: '/yetim', after: 'never-comes' },
    ]);
    expect(menu.map((item) => item.id)).toEqual(['home', 'orders', 'new-line', 'lines', 'roaming', 'orphan']);
  });
});

/**
 * One seeded sandbox for the file, made while the file loads: a seed's time grows with a busy
 * machine and must not count against a test's time budget.
 */
const seededMenu = await (async () => {
  const { createApp } = await import('../app');
  const sandbox = createApp();
  const rows = sandbox.db
    .prepare('SELECT id, parent_id AS parent, title, url FROM menu_items ORDER BY position')
    .all() as { id: string; parent: string | null; title: string; url: string }[];
  sandbox.close();
  return rows;
})();

describe('the seeded side menu', () => {
  it('is the skeleton with every built feature’s entries in their groups (issue 39)', () => {
    const rows = seededMenu;
    const ids = (parent: string | null) => rows.filter((row) => row.parent === parent).map((row) => row.id);
    expect(ids(null)).toEqual(['home', 'lines', 'ordering', 'packages', 'invoices', 'requests', 'company']);
    expect(ids('lines')).toEqual([
      'lines.users',
      'lines.tariff',
      'lines.extra-packet',
      'lines.secure-internet',
      'lines.sim-card',
      'lines.sim-matching',
      'lines.deactivation',
      'roaming',
      'lines.international',
    ]);
    expect(ids('ordering')).toEqual(['orders', 'new-line', 'take-over', 'recontracts']);
    expect(ids('requests')).toEqual([
      'requests.pending',
      'requests.new',
      'requests.history',
      'requests.documents',
      'requests.set-document',
      'requests.order-document',
    ]);
    expect(ids('company')).toEqual(['contracts', 'authorized-users', 'representative', 'audit-trail']);
  });

  it('names every entry with its page’s title, word for word (docs/style-tr.md)', () => {
    const rows = seededMenu;
    const entries = rows.filter((row) => row.parent !== null || row.id === 'home');
    const mismatches = entries
      .map((row) => ({ url: row.url, menu: row.title, page: routeOf(row.url)?.title }))
      .filter((entry) => entry.menu !== entry.page);
    expect(mismatches).toEqual([]);
  });
});
