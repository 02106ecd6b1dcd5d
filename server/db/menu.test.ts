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
