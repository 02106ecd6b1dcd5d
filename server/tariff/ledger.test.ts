// @vitest-environment node
import {
  singleChangeReference,
  type TariffChangeAnswer,
  type TariffJob,
  type TariffProgress,
} from '../../src/api/tariff/types';
import { createLedger } from '../db/ledger/store';
import { sandboxClient, testClock, USERS } from '../test-support';
import { tariffClient } from './support';

describe('tariff changes in the operations ledger', () => {
  it('writes one completed entry per single change, with the line before and after, under the answer’s number', async () => {
    const t = await tariffClient();
    const ledger = createLedger(t.client.db, Date.now);
    const before = ledger.count(t.corporateNcst);
    const msisdn = t.lineWhere('VOICE', 'ACTIVE', 'Kurumsal Süper 10 GB');
    const userName = (
      t.client.db.prepare('SELECT line_user AS u FROM lines WHERE msisdn = ?').get(msisdn) as { u: string }
    ).u;
    const transactionId = await t.validatedCode(singleChangeReference(msisdn, 'KRM-EKO-5'));
    const change = await t.content<TariffChangeAnswer>('tariffChange', {
      msisdn,
      tariffId: 'KRM-EKO-5',
      commitmentMonths: 24,
      selections: [],
      transactionId,
    });
    expect(change.orderNo).toMatch(/^SP-\d{8}-\d{6}$/);
    expect(ledger.count(t.corporateNcst)).toBe(before + 1);
    const entry = ledger.get(t.corporateNcst, change.orderNo ?? '');
    expect(entry).toMatchObject({
      kind: 'TARIFF_CHANGE',
      operationTypeId: 11,
      status: 'COMPLETED',
      requestedBy: 'Can Öztürk',
      channel: 'PORTAL',
    });
    expect(entry?.lines).toEqual([
      expect.objectContaining({
        msisdn,
        userName,
        result: 'DONE',
        before: 'Kurumsal Süper 10 GB',
        after: change.toTariff,
      }),
    ]);
    // The history row names the same number.
    const history = await t.content<{ items: { changeId: string; orderNo: string | null }[] }>(
      'tariffHistory',
    );
    expect(history.items.find((c) => c.changeId === change.changeId)?.orderNo).toBe(change.orderNo);
  });

  it('writes one entry per bulk job, in progress while it runs, with each line’s result once settled', async () => {
    const clock = testClock();
    const t = await tariffClient(USERS.fast, sandboxClient({ now: clock.now, idleTimeoutSeconds: 100_000 }));
    const ledger = createLedger(t.client.db, clock.now);
    const before = ledger.count(t.corporateNcst);
    const voice = t.lineWhere('VOICE', 'ACTIVE', 'Kurumsal Süper 10 GB');
    const suspended = t.lineWhere('VOICE', 'SUSPENDED');
    const items = [
      { msisdn: voice, tariff: 'Kurumsal Ekonomik 5 GB' },
      { msisdn: suspended, tariff: 'Kurumsal Ekonomik 5 GB' },
    ];
    const transactionId = await t.validatedCode('istek-ledger');
    const job = await t.content<TariffJob>('tariffBulkChange', {
      requestId: 'istek-ledger',
      items,
      transactionId,
    });
    expect(job.orderNo).toMatch(/^SP-/);
    expect(ledger.count(t.corporateNcst)).toBe(before + 1);
    const running = ledger.get(t.corporateNcst, job.orderNo);
    expect(running).toMatchObject({ kind: 'TARIFF_CHANGE', operationTypeId: 11, status: 'IN_PROGRESS' });
    expect(running?.lines.map((l) => [l.msisdn, l.result, l.before, l.after])).toEqual([
      [voice, 'PENDING', 'Kurumsal Süper 10 GB', 'Kurumsal Ekonomik 5 GB'],
      [suspended, 'PENDING', t.tariffOf(suspended), 'Kurumsal Ekonomik 5 GB'],
    ]);

    clock.advance(5);
    const done = (await t.content<TariffProgress>('tariffProgressBar', { jobId: job.jobId })).job;
    expect(done).toMatchObject({ status: 'DONE', orderNo: job.orderNo, changed: 1, refused: 1 });
    const settled = ledger.get(t.corporateNcst, job.orderNo);
    expect(settled?.status).toBe('PARTIAL');
    expect(settled?.lines.map((l) => l.result)).toEqual(['DONE', 'FAILED']);
    expect(settled?.lines[1]?.reason).toBe(
      'Askıdaki hattın tarifesi değiştirilemez. Önce hattı yeniden açın.',
    );
    // Still one entry for the whole job.
    expect(ledger.count(t.corporateNcst)).toBe(before + 1);
  });
});
