// @vitest-environment node
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

describe('the seeded side menu', () => {
  it('is the skeleton with every built feature’s entries in their places', async () => {
    const { createApp } = await import('../app');
    const sandbox = createApp();
    const ids = (parent: string | null) =>
      (
        sandbox.db
          .prepare('SELECT id FROM menu_items WHERE parent_id IS ? ORDER BY position')
          .all(parent) as { id: string }[]
      ).map((row) => row.id);
    expect(ids(null)).toEqual([
      'home',
      'lines',
      'invoices',
      'contracts',
      'orders',
      'new-line',
      'take-over',
      'packages',
      'recontracts',
      'roaming',
      'requests',
      'authorized-users',
      'representative',
      'audit-trail',
    ]);
    expect(ids('requests')).toEqual([
      'requests.pending',
      'requests.new',
      'requests.history',
      'requests.documents',
      'requests.set-document',
      'requests.order-document',
    ]);
    sandbox.close();
  });
});
