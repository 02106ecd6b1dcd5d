import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../../actors/http';
import type { InvoicePdfPermission } from '../../../api/invoicePdf/types';
import {
  downloadEffectOf,
  type InvoicePdfDownloadInput,
  type InvoicePdfDownloadOutput,
  invoicePdfDownloadMachine,
  invoicePdfFileName,
} from './invoicePdfDownloadMachine';

const grant = (over: Partial<InvoicePdfPermission> = {}): InvoicePdfPermission => ({
  invoiceNo: 'F1001202510',
  companyName: 'Anadolu Gıda San. A.Ş.',
  period: '2025-10',
  totalKurus: 173_428,
  copy: 'STANDARD',
  downloadKey: 'k'.repeat(43),
  downloadKeyExpiresAt: '2026-11-25T09:05:00.000Z',
  publicKey: null,
  publicKeyExpiresAt: null,
  ...over,
});

const pdf = () => new File(['%PDF-1.7 fatura'], 'fatura-F1001202510.pdf', { type: 'application/pdf' });

function start(
  input: InvoicePdfDownloadInput,
  permission: () => Promise<unknown>,
  file: () => Promise<unknown> = async () => pdf(),
) {
  const calls: { row: string; input: unknown }[] = [];
  const machine = invoicePdfDownloadMachine.provide({
    actors: {
      permission: fromPromise(async ({ input }) => {
        calls.push({ row: 'permission', input });
        return (await permission()) as never;
      }),
      file: fromPromise(async ({ input }) => {
        calls.push({ row: 'file', input });
        return (await file()) as never;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls };
}

const done = async (actor: ReturnType<typeof start>['actor']) =>
  (await waitFor(actor, (s) => s.status === 'done')).output as InvoicePdfDownloadOutput;

describe('invoicePdfDownloadMachine', () => {
  it('asks permission for the invoice, spends the download key on the copy and reports the file to its caller', async () => {
    const { actor, calls } = start({ copy: 'GIB', target: { invoiceNo: 'F1001202510' } }, async () =>
      grant({ copy: 'GIB' }),
    );
    const output = await done(actor);
    expect(output).toMatchObject({ status: 'saved', copy: 'GIB', fileName: 'fatura-F1001202510.pdf' });
    expect(calls).toEqual([
      { row: 'permission', input: { copy: 'GIB', body: { invoiceNo: 'F1001202510' } } },
      { row: 'file', input: { copy: 'GIB', downloadKey: 'k'.repeat(43) } },
    ]);
    // The caller's download effect carries the file under its name.
    const effect = downloadEffectOf(output);
    expect(effect).toMatchObject({ type: 'download', fileName: 'fatura-F1001202510.pdf' });
    expect(await effect?.blob.text()).toBe('%PDF-1.7 fatura');
  });

  it('sends a public link key as the permission payload', async () => {
    const { actor, calls } = start({ copy: 'STANDARD', target: { secretKey: 's'.repeat(43) } }, async () =>
      grant(),
    );
    await done(actor);
    expect(calls[0]).toEqual({
      row: 'permission',
      input: { copy: 'STANDARD', body: { secretKey: 's'.repeat(43) } },
    });
  });

  it('a refused permission fails with its code and message, inline unless the shell spoke (401/403)', async () => {
    const expired = start({ copy: 'STANDARD', target: { secretKey: 's'.repeat(43) } }, async () => {
      throw new HttpError({
        message: 'Bağlantının süresi dolmuş.',
        kind: 'http',
        httpStatus: 404,
        code: 'INVOICE_LINK_EXPIRED',
      });
    });
    expect(await done(expired.actor)).toEqual({
      status: 'failed',
      copy: 'STANDARD',
      code: 'INVOICE_LINK_EXPIRED',
      message: 'Bağlantının süresi dolmuş.',
      shownByShell: false,
    });
    expect(expired.calls).toHaveLength(1);
    const forbidden = start({ copy: 'STANDARD', target: { invoiceNo: 'F1' } }, async () => {
      throw new HttpError({ message: 'Yetkiniz yok.', kind: 'http', httpStatus: 403, code: '403' });
    });
    expect(await done(forbidden.actor)).toMatchObject({ status: 'failed', shownByShell: true });
  });

  it('a failed file call was announced by the shell (blob row), an abort was not', async () => {
    const refused = start(
      { copy: 'STANDARD', target: { invoiceNo: 'F1' } },
      async () => grant(),
      async () => {
        throw new HttpError({
          message: 'İndirme süresi doldu.',
          kind: 'body',
          httpStatus: 200,
          code: 'INVOICE_PDF_KEY_EXPIRED',
        });
      },
    );
    expect(await done(refused.actor)).toMatchObject({
      status: 'failed',
      code: 'INVOICE_PDF_KEY_EXPIRED',
      shownByShell: true,
    });
    const aborted = start(
      { copy: 'STANDARD', target: { invoiceNo: 'F1' } },
      async () => grant(),
      async () => {
        throw new HttpError({ message: 'İptal edildi.', kind: 'transport', code: 'aborted' });
      },
    );
    expect(await done(aborted.actor)).toMatchObject({ status: 'failed', shownByShell: false });
  });

  it('isFile: a reply that is not a file fails without a message of its own', async () => {
    const { actor } = start(
      { copy: 'STANDARD', target: { invoiceNo: 'F1' } },
      async () => grant(),
      async () => ({}),
    );
    const output = await done(actor);
    expect(output).toEqual({
      status: 'failed',
      copy: 'STANDARD',
      code: undefined,
      message: undefined,
      shownByShell: false,
    });
    // Nothing to save: no download effect.
    expect(downloadEffectOf(output)).toBeUndefined();
  });

  it('names a file without a name after the copy and the invoice', () => {
    expect(invoicePdfFileName(new Blob(['x']), 'STANDARD', 'F1')).toBe('fatura-F1.pdf');
    expect(invoicePdfFileName(new Blob(['x']), 'GIB', 'F1')).toBe('e-arsiv-fatura-F1.pdf');
    expect(invoicePdfFileName(new File(['x'], 'belge.pdf'), 'GIB', 'F1')).toBe('belge.pdf');
  });
});
