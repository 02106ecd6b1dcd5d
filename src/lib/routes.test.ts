import { classifyPath, ROUTES } from './routes';

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
    // and /audit-trail (issue 22: the company's audit trail, beyond the spec).
    expect(privateCount).toBe(43);
    expect(ROUTES.filter((r) => r.pattern.endsWith('/*') && r.access === 'private')).toHaveLength(9);
  });
});
