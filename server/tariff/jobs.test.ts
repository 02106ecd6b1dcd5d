// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TariffHistory, TariffJob, TariffProgress } from '../../src/api/tariff/types';
import { sandboxClient, testClock, USERS } from '../test-support';
import { tariffClient } from './support';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tariff-jobs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** 60 voice lines to Ekonomik 5 GB, with a suspended line and a data line among them. */
function bulkItems(t: Awaited<ReturnType<typeof tariffClient>>) {
  const voice = t.client.db
    .prepare(
      `SELECT msisdn FROM lines WHERE corporate_ncst = ? AND product_type = 'VOICE' AND status = 'ACTIVE'
       AND tariff_name != 'Kurumsal Ekonomik 5 GB' ORDER BY msisdn LIMIT 58`,
    )
    .all(t.corporateNcst) as { msisdn: string }[];
  const items = voice.map((l) => ({ msisdn: l.msisdn, tariff: 'Kurumsal Ekonomik 5 GB' }));
  items.splice(10, 0, { msisdn: t.lineWhere('VOICE', 'SUSPENDED'), tariff: 'Kurumsal Ekonomik 5 GB' });
  items.splice(40, 0, { msisdn: t.lineWhere('DATA'), tariff: 'Kurumsal Ekonomik 5 GB' });
  return items;
}

describe('bulk tariff change jobs', () => {
  it('settles 20 lines a second when asked, survives a restart, refuses with reasons and writes history', async () => {
    const clock = testClock();
    const dbPath = join(dir, 'sandbox.sqlite');
    const first = await tariffClient(
      USERS.fast,
      sandboxClient({ dbPath, now: clock.now, idleTimeoutSeconds: 100_000 }),
    );
    const items = bulkItems(first);
    const transactionId = await first.validatedCode('istek-1');
    const started = await first.content<TariffJob>('tariffBulkChange', {
      requestId: 'istek-1',
      items,
      transactionId,
    });
    expect(started).toMatchObject({ status: 'RUNNING', total: 60, changed: 0, refused: 0 });

    clock.advance(1);
    const after1s = (await first.content<TariffProgress>('tariffProgressBar', { jobId: started.jobId })).job;
    expect(after1s?.changed).toBe(19);
    expect(after1s?.refused).toBe(1);
    expect(after1s?.lines[10]).toMatchObject({
      status: 'REFUSED',
      reason: 'Askıdaki hattın tarifesi değiştirilemez. Önce hattı yeniden açın.',
    });
    expect(after1s?.lines[25]?.status).toBe('PENDING');
    first.client.close();

    // The sandbox restarts on the same file; the job goes on where it was.
    clock.advance(5);
    const second = await tariffClient(
      USERS.fast,
      sandboxClient({ dbPath, now: clock.now, idleTimeoutSeconds: 100_000 }),
    );
    const list = await second.content<TariffProgress>('tariffProgressBar', {});
    expect(list.jobs[0]).toMatchObject({
      jobId: started.jobId,
      status: 'DONE',
      total: 60,
      changed: 58,
      refused: 2,
    });
    const done = (await second.content<TariffProgress>('tariffProgressBar', { jobId: started.jobId })).job;
    expect(done?.lines[40]?.reason).toBe(
      'Veri hat Kurumsal Ekonomik 5 GB tarifesine geçemez; bu tarife yalnızca ses hatlar içindir.',
    );
    const changedLine = items[0]?.msisdn ?? '';
    expect(second.tariffOf(changedLine)).toBe('Kurumsal Ekonomik 5 GB');
    const hist = await second.get<TariffHistory>(`/dc_ccsi/v1/tariffs/history?msisdn=${changedLine}`);
    expect(hist.body.content?.items[0]).toMatchObject({ channel: 'BULK', jobId: started.jobId });

    // The same request again starts no second job; another company cannot see it.
    const again = await second.content<TariffJob>('tariffBulkChange', {
      requestId: 'istek-1',
      items,
      transactionId: await second.validatedCode('istek-1'),
    });
    expect(again.jobId).toBe(started.jobId);
    const other = await tariffClient(USERS.demo, second.client);
    const hidden = await other.call('tariffProgressBar', { jobId: started.jobId });
    expect(hidden.status).toBe(404);
    expect(hidden.body.status?.message).toBe('Toplu değişiklik işlemi bulunamadı.');
    second.client.close();
  });

  it('keeps a line in a running job from a single change and refuses a list where nothing can change', async () => {
    const clock = testClock();
    const t = await tariffClient(USERS.fast, sandboxClient({ now: clock.now }));
    const items = bulkItems(t);
    await t.content<TariffJob>('tariffBulkChange', {
      requestId: 'istek-2',
      items,
      transactionId: await t.validatedCode('istek-2'),
    });
    const last = items[59]?.msisdn ?? '';
    const check = await t.content<{ items: { reason: string | null }[] }>('tariffCanDoList', {
      items: [{ msisdn: last, tariff: 'Kurumsal Süper 10 GB' }],
    });
    expect(check.items[0]?.reason).toBe(
      'Hat, süren bir toplu tarife değişikliğinde; işlem bitince yeniden deneyin.',
    );
    const nothing = await t.call('tariffBulkChange', {
      requestId: 'istek-3',
      items: [{ msisdn: t.lineWhere('DATA'), tariff: 'Kurumsal Süper 10 GB' }],
      transactionId: await t.validatedCode('istek-3'),
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.status?.message).toBe(
      'Listedeki hatların hiçbiri değiştirilemiyor; nedenleri özet sayfasında.',
    );
  });
});
