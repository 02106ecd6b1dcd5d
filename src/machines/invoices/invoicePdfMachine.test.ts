import { createActor, createMachine, waitFor } from 'xstate';
import type { InvoicePdfDownloadOutput } from '../shared/invoicePdf/invoicePdfDownloadMachine';
import { INVOICE_PDF_FALLBACK, invoicePdfMachine } from './invoicePdfMachine';

/** A download child that ends at once with the given output (or fails to start). */
const child = (output: InvoicePdfDownloadOutput | 'crash', inputs: unknown[] = []) =>
  createMachine({
    initial: 'run',
    context: ({ input }) => {
      inputs.push(input);
      if (output === 'crash') throw new Error('boom');
      return {};
    },
    states: { run: { always: 'end' }, end: { type: 'final' } },
    output: () => output,
  });

function start(output: InvoicePdfDownloadOutput | 'crash') {
  const inputs: unknown[] = [];
  const actor = createActor(
    invoicePdfMachine.provide({ actors: { download: child(output, inputs) as never } }),
    {
      input: { invoiceNo: 'F1001202510' },
    },
  );
  const downloaded: { fileName: string; blob: Blob }[] = [];
  actor.on('download', ({ fileName, blob }) => downloaded.push({ fileName, blob }));
  actor.start();
  return { actor, inputs, downloaded };
}

describe('invoicePdfMachine', () => {
  it('downloads the chosen copy of its invoice, hands the file to the edge and keeps the saved file name', async () => {
    const file = new Blob(['%PDF-1.7']);
    const { actor, inputs, downloaded } = start({
      status: 'saved',
      copy: 'GIB',
      fileName: 'e-arsiv-fatura-F1001202510.pdf',
      blob: file,
    });
    actor.send({ type: 'user.download', copy: 'GIB' });
    const s = await waitFor(actor, (x) => x.matches('idle') && x.context.result !== undefined);
    expect(inputs).toEqual([{ copy: 'GIB', target: { invoiceNo: 'F1001202510' } }]);
    expect(s.context.result).toEqual({
      status: 'saved',
      copy: 'GIB',
      fileName: 'e-arsiv-fatura-F1001202510.pdf',
    });
    expect(downloaded).toEqual([{ fileName: 'e-arsiv-fatura-F1001202510.pdf', blob: file }]);
  });

  it('shows a failure inline, in Turkish, unless the shell already said it', async () => {
    const own = start({
      status: 'failed',
      copy: 'STANDARD',
      code: 'X',
      message: 'Fatura bulunamadı.',
      shownByShell: false,
    });
    own.actor.send({ type: 'user.download', copy: 'STANDARD' });
    expect((await waitFor(own.actor, (s) => s.context.result !== undefined)).context.result).toEqual({
      status: 'failed',
      copy: 'STANDARD',
      message: 'Fatura bulunamadı.',
    });
    expect(own.downloaded).toEqual([]);
    const silent = start({
      status: 'failed',
      copy: 'STANDARD',
      code: undefined,
      message: undefined,
      shownByShell: false,
    });
    silent.actor.send({ type: 'user.download', copy: 'STANDARD' });
    expect((await waitFor(silent.actor, (s) => s.context.result !== undefined)).context.result).toMatchObject(
      {
        message: INVOICE_PDF_FALLBACK,
      },
    );
    const shell = start({
      status: 'failed',
      copy: 'STANDARD',
      code: '403',
      message: 'Yetki yok',
      shownByShell: true,
    });
    shell.actor.send({ type: 'user.download', copy: 'STANDARD' });
    await waitFor(shell.actor, (s) => s.matches('idle'));
    expect(shell.actor.getSnapshot().context.result).toBeUndefined();
  });

  it('one download at a time: a second click while busy is not taken', async () => {
    const { actor } = start('crash');
    actor.send({ type: 'user.download', copy: 'STANDARD' });
    const s = await waitFor(actor, (x) => x.matches('idle'));
    expect(s.context.result).toEqual({ status: 'failed', copy: 'STANDARD', message: INVOICE_PDF_FALLBACK });
    expect(
      invoicePdfMachine
        .resolveState({ value: 'downloading', context: { invoiceNo: 'F', copy: 'GIB', result: undefined } })
        .can({ type: 'user.download', copy: 'STANDARD' }),
    ).toBe(false);
  });
});
