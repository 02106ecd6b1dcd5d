/**
 * The daily upload quota per company (issue 38, server/middleware/upload-quota.ts): files a
 * company stores in a day are counted, the one over the quota is refused in Turkish with the
 * time it opens again, a refused upload costs nothing, and the next day starts afresh.
 */
import { UPLOAD_QUOTA } from './middleware/upload-quota';
import { SEED_PDF } from './requestSubmitting/seed';
import { sandboxClient, testClock, USERS } from './test-support';

it('refuses the upload over the day’s quota in Turkish, and opens again the next day', async () => {
  const clock = testClock(Date.UTC(2026, 0, 15, 9));
  const client = sandboxClient({ now: clock.now, idleTimeoutSeconds: 2 * 86_400 });
  const { pageToken } = await client.login(...USERS.fast);
  const upload = (content = SEED_PDF.toString('base64')) =>
    client.call(
      'requestSubmittingUpload',
      {
        pageName: 'company-title-change',
        documentType: 'TRADE_REGISTRY_GAZETTE',
        fileName: 'gazete.pdf',
        mimeType: 'application/pdf',
        content,
      },
      { token: pageToken },
    );
  // A refused file is not counted.
  expect((await upload(Buffer.from('not a pdf').toString('base64'))).status).toBe(400);
  for (let i = 0; i < UPLOAD_QUOTA.filesPerDay; i += 1) expect((await upload()).status).toBe(200);
  const over = await upload();
  expect(over.status).toBe(429);
  expect(over.body.status?.message).toBe(
    'Şirketinizin bugünkü dosya yükleme sınırına ulaşıldı (günde en fazla 60 dosya ve 20 MB). Yeni dosyaları saat 00:00 sonrasında yükleyebilirsiniz.',
  );
  clock.advance(15 * 3600); // past Türkiye's midnight
  expect((await upload()).status).toBe(200);
});
