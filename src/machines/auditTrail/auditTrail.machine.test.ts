import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../actors/http/HttpError';
import type { AuditEntry } from '../../api/auditTrail/types';
import type { AnalyticsEvent } from '../../lib/analytics';
import { auditEntryMachine } from './auditEntryMachine';
import { exportAudit } from './auditExport';
import { auditQueryString, EMPTY_AUDIT_QUERY } from './auditQuery';

const ENTRY = {
  entryId: '7',
  at: '2026-11-25T10:00:00.000Z',
  personName: 'Can Öztürk',
  operation: 'simCardCreateOrder',
  operationTitle: 'SIM kart siparişi',
  result: 'SUCCESS',
  objects: [
    { kind: 'LINE', id: '5051234567' },
    { kind: 'ORDER', id: 'SP-1' },
  ],
  objectCount: 2,
  featureTitle: 'SIM kart siparişi',
  method: 'POST',
  path: '/ccsirest/sim-card/create-order.json',
  httpStatus: 200,
  channel: {},
} satisfies AuditEntry;

function entryActor(load: (id: string) => Promise<AuditEntry>) {
  const reports: AnalyticsEvent[] = [];
  const actor = createActor(
    auditEntryMachine.provide({
      actors: { loadEntry: fromPromise(({ input }: { input: string }) => load(input)) },
    }),
  );
  // The edge sends the analytics effect; here the test stands for it.
  actor.on('analytics', ({ event }) => reports.push(event));
  actor.start();
  return { actor, reports };
}

describe('auditEntryMachine', () => {
  it('opens an entry, shows it and reports its objects and order', async () => {
    const asked: string[] = [];
    const { actor, reports } = entryActor(async (id) => {
      asked.push(id);
      return ENTRY;
    });
    actor.send({ type: 'user.open', entryId: '7' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('shown'));
    expect(asked).toEqual(['7']);
    expect(actor.getSnapshot().context.entry).toEqual(ENTRY);
    expect(reports).toEqual([
      expect.objectContaining({
        actionType: 'AUDIT_TRAIL_ENTRY',
        actionStatus: 'SUCCESS',
        actionCount: 1,
        productCount: 2,
        orderId: 'SP-1',
      }),
    ]);
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ entryId: undefined, entry: undefined, error: undefined });
  });

  it('says why an entry failed, reports it and retries', async () => {
    let fail = true;
    const { actor, reports } = entryActor(async () => {
      if (fail)
        throw new HttpError({
          kind: 'http',
          httpStatus: 404,
          code: '404',
          message: 'İşlem kaydı bulunamadı.',
        });
      return ENTRY;
    });
    actor.send({ type: 'user.open', entryId: '99' });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toBe('İşlem kaydı bulunamadı.');
    expect(reports[0]).toMatchObject({
      actionType: 'AUDIT_TRAIL_ENTRY',
      actionStatus: 'ERROR',
      productCount: 0,
    });
    fail = false;
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.hasTag('shown'));
  });

  it('leaves a load when closed before it ends', async () => {
    const { actor, reports } = entryActor(() => new Promise(() => {}));
    actor.send({ type: 'user.open', entryId: '7' });
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    expect(reports).toEqual([]);
  });
});

describe('auditQueryString', () => {
  it('sends the filter flat with the page', () => {
    expect(auditQueryString({ filter: { result: 'ERROR', msisdn: '532' } }, 50, 50)).toEqual({
      result: 'ERROR',
      msisdn: '532',
      offset: 50,
      limit: 50,
    });
  });
});

describe('exportAudit', () => {
  it('saves the file with the list filter and reports how many entries it holds', async () => {
    const saved: string[] = [];
    const reports: unknown[] = [];
    const bodies: unknown[] = [];
    const file = new File(['x'], 'islem-gecmisi-2026-11-25.csv');
    await exportAudit({ filter: { operation: 'tariffChange' } }, 12, 'csv', false, {
      save: (_, name) => saved.push(name),
      report: (outcome) => reports.push(outcome),
      call: async (body) => {
        bodies.push(body);
        return file;
      },
    });
    expect(bodies).toEqual([{ filter: { operation: 'tariffChange' }, format: 'csv' }]);
    expect(saved).toEqual(['islem-gecmisi-2026-11-25.csv']);
    expect(reports).toEqual([{ count: 12 }]);
  });

  it('answers a mailed export and reports a failure with its message', async () => {
    const reports: unknown[] = [];
    const mailed = await exportAudit(EMPTY_AUDIT_QUERY, 3, 'xlsx', true, {
      save: () => {},
      report: (outcome) => reports.push(outcome),
      call: async () => ({ mailed: true as const, email: 'can@x.com.tr' }),
    });
    expect(mailed).toEqual({ mailed: true });
    await expect(
      exportAudit(EMPTY_AUDIT_QUERY, 3, 'csv', false, {
        save: () => {},
        report: (outcome) => reports.push(outcome),
        call: async () => {
          throw new Error('Bağlantı kesildi');
        },
      }),
    ).rejects.toThrow('Bağlantı kesildi');
    expect(reports).toEqual([{ count: 3 }, { errorMessage: expect.any(String) }]);
  });
});
