import { internalPath, sanitizeHtml } from './sanitizeHtml';

const ORIGIN = 'https://portal.example.com.tr';
const clean = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html, ORIGIN);
  return box;
};

describe('sanitizeHtml', () => {
  it('drops script elements but keeps the text around them', () => {
    const box = clean('<p>Önce</p><script>window.__hacked = true</script><p>Sonra</p>');
    expect(box.querySelector('script')).toBeNull();
    expect(box.innerHTML).not.toContain('__hacked');
    expect(box.textContent).toBe('ÖnceSonra');
  });

  it('drops inline event handlers, styles and frames', () => {
    const box = clean(
      '<img src="x.png" onerror="alert(1)" alt="Görsel"><p onclick="alert(2)" style="display:none">Metin</p>' +
        '<iframe src="https://evil.example.com"></iframe><style>body{display:none}</style><svg onload="alert(3)"></svg>',
    );
    expect(box.innerHTML).not.toMatch(/onerror|onclick|onload|style|iframe|svg/i);
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('Görsel');
    expect(box.querySelector('p')?.textContent).toBe('Metin');
  });

  it('removes javascript: and data: addresses from links, keeping their text', () => {
    const box = clean(
      '<a href="javascript:alert(1)">bir</a> <a href=" JaVaScRiPt:alert(2)">iki</a> <a href="data:text/html,<script>alert(3)</script>">üç</a>',
    );
    for (const a of box.querySelectorAll('a')) expect(a.hasAttribute('href')).toBe(false);
    expect(box.textContent).toBe('bir iki üç');
  });

  it('opens external links in a new tab with rel="noopener noreferrer"', () => {
    const box = clean(
      '<a href="https://www.example.com.tr/kurumsal" target="_self">Site</a><a href="//evil.example.com/">Kötü</a>',
    );
    for (const a of box.querySelectorAll('a')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('keeps internal links in the portal: no new tab, and their portal path', () => {
    const box = clean(
      `<a href="/my-orders" target="_blank">Siparişlerim</a><a href="${ORIGIN}/invoices?x=1">Faturalar</a>`,
    );
    const [orders, invoices] = [...box.querySelectorAll('a')];
    expect(orders!.hasAttribute('target')).toBe(false);
    expect(internalPath(orders!, ORIGIN)).toBe('/my-orders');
    expect(internalPath(invoices!, ORIGIN)).toBe('/invoices?x=1');
    const mail = clean('<a href="mailto:kurumsal@example.com.tr">E-posta</a>').querySelector('a')!;
    expect(mail.getAttribute('href')).toBe('mailto:kurumsal@example.com.tr');
    expect(internalPath(mail, ORIGIN)).toBeUndefined();
  });

  it('keeps the formatting a CMS page is written with', () => {
    const html =
      '<h2>Başlık</h2><p><strong>kalın</strong> <em>eğik</em></p><ul><li>bir</li></ul><ol><li>iki</li></ol>' +
      '<table><thead><tr><th>Kampanya</th></tr></thead><tbody><tr><td>349,90 TL</td></tr></tbody></table>';
    expect(sanitizeHtml(html, ORIGIN)).toBe(html);
  });
});
