import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../actors/http';
import type { InvoicePdfPermission } from '../../api/invoicePdf/types';
import type { InvoicePdfDownloadOutput } from '../shared/invoicePdf/invoicePdfDownloadMachine';
import { SHOW_INVOICE_FALLBACK, showInvoicePdfMachine } from './showInvoicePdfMachine';

const KEY = 's'.repeat(43);
const answer: InvoicePdfPermission = {
  invoiceNo: 'F1001202510',
  companyName: 'Anadolu Gıda San. A.Ş.',
  period: '2025-10',
  totalKurus: 173_428,
  copy: 'GIB',
  downloadKey: 'k'.repeat(43),
  downloadKeyExpiresAt: '2026-11-25T09:05:00.000Z',
  publicKey: null,
  publicKeyExpiresAt: null,
};

const linkError = (code: string, httpStatus = 404) =>
  new HttpError({ message: 'Bağlantı sorunu.', kind: 'http', httpStatus, code });

/** The page with a fake check and a download child ending with the given outputs, in order. */
function start(
  check: () => Promise<InvoicePdfPermission>,
  downloads: (InvoicePdfDownloadOutput | 'crash')[] = [],
) {
  const checks: unknown[] = [];
  const children: unknown[] = [];
  const download = createMachine({
    initial: 'run',
    context: ({ input }) => {
      children.push(input);
      if (downloads[0] === 'crash') throw new Error('boom');
      return { out: downloads.shift() };
    },
    states: { run: { always: 'end' }, end: { type: 'final' } },
    output: ({ context }) => (context as { out: unknown }).out,
  });
  const machine = showInvoicePdfMachine.provide({
    actors: {
      check: fromPromise(async ({ input }) => {
        checks.push(input);
        return check();
      }),
      download: download as never,
    },
  });
  const actor = createActor(machine, { input: { secretKey: KEY, copy: 'GIB' } });
  const downloaded: { fileName: string; blob: Blob }[] = [];
  actor.on('download', ({ fileName, blob }) => downloaded.push({ fileName, blob }));
  actor.start();
  return { actor, checks, children, downloaded };
}

describe('showInvoicePdfMachine', () => {
  it('checks the link, introduces its invoice, downloads it by the same key and hands the file to the edge', async () => {
    const file = new Blob(['%PDF-1.7']);
    const { actor, checks, children, downloaded } = start(
      async () => answer,
      [{ status: 'saved', copy: 'GIB', fileName: 'e-arsiv-fatura-F1001202510.pdf', blob: file }],
    );
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(checks).toEqual([{ secretKey: KEY, copy: 'GIB' }]);
    expect(ready.context.invoice).toEqual({
      invoiceNo: 'F1001202510',
      companyName: 'Anadolu Gıda San. A.Ş.',
      period: '2025-10',
      totalKurus: 173_428,
    });
    actor.send({ type: 'user.download' });
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.savedAs !== undefined);
    expect(children).toEqual([{ copy: 'GIB', target: { secretKey: KEY } }]);
    expect(after.context.savedAs).toBe('e-arsiv-fatura-F1001202510.pdf');
    expect(downloaded).toEqual([{ fileName: 'e-arsiv-fatura-F1001202510.pdf', blob: file }]);
  });

  it('linkExpired: an expired link shows its own page', async () => {
    const { actor } = start(async () => {
      throw linkError('INVOICE_LINK_EXPIRED');
    });
    const s = await waitFor(actor, (x) => !x.matches('checking'));
    expect(s.value).toBe('expired');
    expect(s.hasTag('linkDead')).toBe(true);
  });

  it('linkUnknown: a key that is not ours, or not shaped like one, is an unknown link', async () => {
    for (const error of [linkError('INVOICE_LINK_NOT_FOUND'), linkError('VALIDATION_ERROR', 400)]) {
      const { actor } = start(async () => {
        throw error;
      });
      expect((await waitFor(actor, (x) => !x.matches('checking'))).value).toBe('unknown');
    }
  });

  it('any other failure can be retried', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1)
        throw new HttpError({ message: 'Servis başarısız oldu.', kind: 'http', httpStatus: 500 });
      return answer;
    });
    const failed = await waitFor(actor, (x) => x.matches('failed'));
    expect(failed.context.error).toBe('Servis başarısız oldu.');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (x) => x.matches('ready'));
    expect(calls).toBe(2);
  });

  it('a download that finds the link expired meanwhile goes to the expired page; other failures stay on the invoice', async () => {
    const expired = start(
      async () => answer,
      [{ status: 'failed', copy: 'GIB', code: 'INVOICE_LINK_EXPIRED', message: 'x', shownByShell: false }],
    );
    await waitFor(expired.actor, (s) => s.matches('ready'));
    expired.actor.send({ type: 'user.download' });
    expect((await waitFor(expired.actor, (s) => s.matches('expired'))).value).toBe('expired');

    const refused = start(
      async () => answer,
      [
        { status: 'failed', copy: 'GIB', code: 'X', message: 'İndirme süresi doldu.', shownByShell: false },
        { status: 'failed', copy: 'GIB', code: 'X', message: 'gösterildi', shownByShell: true },
        'crash',
      ],
    );
    await waitFor(refused.actor, (s) => s.matches('ready'));
    refused.actor.send({ type: 'user.download' });
    expect((await waitFor(refused.actor, (s) => s.matches('ready') && !!s.context.error)).context.error).toBe(
      'İndirme süresi doldu.',
    );
    // A failure has no file to hand over.
    expect(refused.downloaded).toEqual([]);
    refused.actor.send({ type: 'user.download' });
    expect((await waitFor(refused.actor, (s) => s.matches('ready') && !!s.context.error)).context.error).toBe(
      SHOW_INVOICE_FALLBACK,
    );
    refused.actor.send({ type: 'user.download' });
    expect((await waitFor(refused.actor, (s) => s.matches('ready') && !!s.context.error)).context.error).toBe(
      SHOW_INVOICE_FALLBACK,
    );
  });
});
