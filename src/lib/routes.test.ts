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
    expect(privateCount).toBe(41);
    expect(ROUTES.filter((r) => r.pattern.endsWith('/*') && r.access === 'private')).toHaveLength(9);
  });
});
