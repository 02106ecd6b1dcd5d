import { portalTarget } from './portalTarget';

describe('portalTarget', () => {
  it('lets a guarded page of the portal through, with its query', () => {
    expect(portalTarget('/invoices')).toBe('/invoices');
    expect(portalTarget('/my-orders/123?tab=detay')).toBe('/my-orders/123?tab=detay');
    expect(portalTarget('/tariff-package/line/5321234567')).toBe('/tariff-package/line/5321234567');
  });

  it('strips the base path when the target repeats it', () => {
    expect(portalTarget('/sirketim/invoices', '/sirketim')).toBe('/invoices');
    expect(portalTarget('/invoices', '/sirketim')).toBe('/invoices');
  });

  it.each([
    null,
    '',
    'https://evil.example/invoices',
    '//evil.example/invoices',
    '/\\evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'invoices',
    '/bilinmeyen-sayfa',
    '/',
    '/login',
    '/ext',
    '/seamless-login',
    '/open-source-documents',
    '/invoices\n//evil',
  ])('refuses %j', (raw) => {
    expect(portalTarget(raw)).toBeNull();
  });
});
