import { classifyPath, ROUTES, routeOf } from './routes';
import { assembleRoutes } from './routeTable';

describe('classifyPath', () => {
  it.each([
    ['/', 'root'],
    ['/login', 'login'],
    ['/login/otp', 'login'],
    ['/dashboard', 'private'],
    ['/my-orders/123', 'private'],
    ['/new-line/step/2', 'private'],
    ['/new-line', 'private'],
    ['/showinvoicepdf/abc', 'public'],
    ['/showinvoicepdf/gib/abc', 'public'],
    ['/open-source-documents', 'loggedOutOnly'],
    ['/terms-of-use-agreement', 'loggedOutOnly'],
    ['/dashboard?x=1', 'private'],
    ['/nope', 'unknown'],
    ['/my-orders/1/2', 'unknown'],
  ])('%s is %s', (path, access) => {
    expect(classifyPath(path)).toBe(access);
  });

  it('lists every guarded route and wildcard section of spec §2', () => {
    const privateCount = ROUTES.filter((r) => r.access === 'private').length;
    // Spec §2's 41, /invoices (issue 18: the invoice screens' page; the skeleton menu had /p/invoices)
    // /audit-trail (issue 22: the company's audit trail, beyond the spec) and /harcama-analizi
    // (issue 40: spend analysis, beyond the spec); and the nested pages each feature's screens.ts
    // declares whole (issue 36): tariff history, bulk, bulk job and line; a package's offer; a
    // request's form and a demand; the take-over orders.
    expect(privateCount).toBe(52);
    // Sections whose view still takes every address below it: the package cancellation, history and
    // confirmation pages, the re-contract and new-line wizards (their steps are states, not pages).
    expect(ROUTES.filter((r) => r.pattern.endsWith('/*') && r.access === 'private')).toHaveLength(5);
  });
});

describe('the route table', () => {
  it('is every feature’s screens.ts, nested routes flattened with the access and group they inherit', () => {
    expect(routeOf('/my-orders/SP-1')).toMatchObject({
      pattern: '/my-orders/:orderNo',
      access: 'private',
      title: 'Sipariş Detayı',
      group: 'orders',
    });
    expect(routeOf('/showinvoicepdf/gib/x')).toMatchObject({ access: 'public', title: 'e-Fatura PDF (GİB)' });
    expect(routeOf('/dashboard')?.group).toBeUndefined();
  });

  it('refuses a nested route outside its parent’s address', () => {
    expect(() =>
      assembleRoutes({
        a: [{ path: '/my-orders', title: 'A', children: [{ path: '/orders/:no', title: 'B' }] }],
      }),
    ).toThrow(/below \/my-orders/);
  });

  it('lets a nested route say its own access and group', () => {
    const table = assembleRoutes({
      a: [
        {
          path: '/x/*',
          title: 'X',
          group: 'orders',
          children: [{ path: '/x/y', access: 'public', title: 'Y', group: 'invoices' }],
        },
      ],
    });
    expect(table[1]).toEqual({ pattern: '/x/y', access: 'public', title: 'Y', group: 'invoices' });
  });
});
