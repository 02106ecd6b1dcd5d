// @vitest-environment node
/** Content pages by name: served as the CMS holds them, public only where marked, 404 in Turkish. */
import type { ContentPage } from '../../src/api/content/types';
import { TERMS_DOCUMENTS } from '../db/seed-content';
import { sandboxClient, USERS } from '../test-support';

async function signedIn() {
  const client = sandboxClient();
  const { pageToken } = await client.login(...USERS.fast);
  const page = (row: 'pageContent' | 'pageManagerData', name: string, token: string | null = pageToken) =>
    client.call<ContentPage>(row, undefined, { ...(token ? { token } : {}), params: { pageName: name } });
  return { client, page };
}

describe('content pages', () => {
  it('serves /p pages from page content and /csi pages from page manager data, by name', async () => {
    const { page } = await signedIn();
    const about = await page('pageContent', 'hakkimizda');
    expect(about.status).toBe(200);
    expect(about.body.content).toMatchObject({ name: 'hakkimizda', title: 'Hakkımızda' });
    expect(about.body.content?.html).toContain('<a href="/my-orders">');
    const csi = await page('pageManagerData', 'hizmet-kalitesi');
    expect(csi.body.content?.title).toBe('Müşteri Memnuniyeti ve Hizmet Kalitesi');
    // The two rows read their own kind: a /csi name is no /p page.
    expect((await page('pageContent', 'hizmet-kalitesi')).status).toBe(404);
  });

  it('serves the hostile page as the CMS holds it: the portal sanitizes, not the sandbox', async () => {
    const { page } = await signedIn();
    const hostile = await page('pageContent', 'guvenlik-duyurusu');
    expect(hostile.body.content?.html).toContain('<script>');
    expect(hostile.body.content?.html).toContain('onerror=');
  });

  it('answers an unknown or malformed name with a Turkish 404', async () => {
    const { page } = await signedIn();
    for (const name of ['yok-boyle-bir-sayfa', 'Büyük Harf', '..%2Fetc']) {
      const res = await page('pageContent', name);
      expect(res.status).toBe(404);
      expect(res.body.status?.message).toBe(
        'Aradığınız sayfa bulunamadı. Sayfa kaldırılmış ya da adı değişmiş olabilir.',
      );
    }
    expect((await page('pageManagerData', 'yok')).status).toBe(404);
  });

  it('serves the terms of use without a session, built from the terms documents', async () => {
    const { page } = await signedIn();
    const terms = await page('pageContent', 'kullanim-kosullari', null);
    expect(terms.status).toBe(200);
    for (const doc of TERMS_DOCUMENTS) expect(terms.body.content?.html).toContain(doc.title);
  });

  it('asks for a session for every other page, without saying whether it exists', async () => {
    const { page } = await signedIn();
    expect((await page('pageContent', 'hakkimizda', null)).status).toBe(401);
    expect((await page('pageContent', 'yok-boyle-bir-sayfa', null)).status).toBe(401);
    expect((await page('pageManagerData', 'hizmet-kalitesi', null)).status).toBe(401);
  });
});
