import { createActor, fromPromise, waitFor } from 'xstate';
import type { DocumentInsertResult } from '../../api/documents/types';
import { type UploadFailureLog, uploadMachine } from './uploadMachine';
import { insertAcceptsFile, toBase64, uploadRejection } from './uploadRules';

const pdf = (name = 'imza.pdf', size = 10) =>
  new File([new Uint8Array(size).fill(0x25)], name, { type: 'application/pdf' });

function upload(
  insert: (input: unknown) => Promise<unknown>,
  store: (input: unknown) => Promise<unknown> = async () => ({}),
) {
  const insertCalls = vi.fn(insert);
  const storeCalls = vi.fn(store);
  const uploadsFinished = vi.fn();
  const logged: UploadFailureLog[] = [];
  const actor = createActor(
    uploadMachine.provide({
      actors: {
        insertDocument: fromPromise(({ input }) => insertCalls(input)),
        storeFile: fromPromise(({ input }) => storeCalls(input)),
      } as never,
      // The page turns these into its events (setDocumentPageMachine.ts); here the logged failures are kept.
      actions: { uploadsFinished, logRequestError: (_, failure) => logged.push(failure) },
    }),
  ).start();
  return { actor, insertCalls, storeCalls, uploadsFinished, logged };
}

const answer = (statusCode: unknown) => async () =>
  ({ documentId: 'DOC-1', statusCode }) as DocumentInsertResult;

async function uploadOne(run: ReturnType<typeof upload>) {
  run.actor.send({ type: 'user.add', formId: 'SIGNATURE_CIRCULAR', file: pdf() });
  run.actor.send({ type: 'user.submit' });
  await waitFor(run.actor, (s) => s.hasTag('finished'));
  return run.actor.getSnapshot().context.results;
}

describe('upload machine: the insert flow of spec §4', () => {
  it('stores the file only after an insert answering the string "200", with the document id and the file', async () => {
    const run = upload(answer('200'));
    const results = await uploadOne(run);
    expect(run.insertCalls).toHaveBeenCalledWith({
      body: {
        formId: 'SIGNATURE_CIRCULAR',
        fileName: 'imza.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
      },
    });
    expect(run.storeCalls).toHaveBeenCalledTimes(1);
    expect(run.storeCalls.mock.calls[0]![0]).toMatchObject({ documentId: 'DOC-1' });
    expect((run.storeCalls.mock.calls[0]![0] as { file: File }).file.name).toBe('imza.pdf');
    expect(results).toEqual([{ fileName: 'imza.pdf', formId: 'SIGNATURE_CIRCULAR', stored: true }]);
    expect(run.uploadsFinished).toHaveBeenCalledTimes(1);
    expect(run.logged).toHaveLength(0);
  });

  it.each([
    ['the number 200', 200],
    ['"0"', '0'],
    ['"201"', '201'],
    ['no code', undefined],
  ])('makes no file-store update when the insert answers %s, and logs nothing', async (_, code) => {
    const run = upload(answer(code));
    const results = await uploadOne(run);
    expect(run.storeCalls).not.toHaveBeenCalled();
    expect(results[0]).toMatchObject({ stored: false });
    expect(run.logged).toHaveLength(0);
  });

  it('logs "API Request Error" when the insert throws, makes no update and marks the file failed', async () => {
    const run = upload(async () => {
      throw new Error('Bu işlem için yetkiniz bulunmamaktadır.');
    });
    const results = await uploadOne(run);
    expect(run.storeCalls).not.toHaveBeenCalled();
    expect(results[0]).toEqual({
      fileName: 'imza.pdf',
      formId: 'SIGNATURE_CIRCULAR',
      stored: false,
      message: 'Bu işlem için yetkiniz bulunmamaktadır.',
    });
    expect(run.logged).toEqual([
      { errorMessage: 'Bu işlem için yetkiniz bulunmamaktadır.', fileName: 'imza.pdf' },
    ]);
  });

  it('logs when the file-store update throws and goes on with the next file', async () => {
    let stores = 0;
    const run = upload(answer('200'), async () => {
      stores += 1;
      if (stores === 1) throw new Error('Servis başarısız oldu.');
      return {};
    });
    run.actor.send({ type: 'user.add', formId: 'SIGNATURE_CIRCULAR', file: pdf('a.pdf') });
    run.actor.send({ type: 'user.add', formId: 'AUTHORIZED_ID_COPY', file: pdf('b.pdf') });
    run.actor.send({ type: 'user.submit' });
    await waitFor(run.actor, (s) => s.hasTag('finished'));
    expect(run.insertCalls).toHaveBeenCalledTimes(2);
    expect(run.actor.getSnapshot().context.results.map((r) => [r.fileName, r.stored])).toEqual([
      ['a.pdf', false],
      ['b.pdf', true],
    ]);
    expect(run.logged).toEqual([{ errorMessage: 'Servis başarısız oldu.', fileName: 'a.pdf' }]);
    // "Yüklenemeyenlere dön": the failed file stays selected for another try, the stored one leaves.
    run.actor.send({ type: 'user.continue' });
    expect(run.actor.getSnapshot().context.files.map((f) => f.fileName)).toEqual(['a.pdf']);
    expect(run.actor.getSnapshot().context.results).toEqual([]);
  });

  it('walks the files one after the other: insert, file store, next', async () => {
    const order: string[] = [];
    const run = upload(
      async (input) => {
        order.push(`insert ${(input as { body: { fileName: string } }).body.fileName}`);
        return { documentId: 'D', statusCode: '200' };
      },
      async (input) => {
        order.push(`store ${(input as { file: File }).file.name}`);
        return {};
      },
    );
    run.actor.send({ type: 'user.add', formId: 'SIGNATURE_CIRCULAR', file: pdf('a.pdf') });
    run.actor.send({ type: 'user.add', formId: 'SIGNATURE_CIRCULAR', file: pdf('b.pdf') });
    run.actor.send({ type: 'user.submit' });
    expect(run.actor.getSnapshot().matches({ uploading: 'inserting' })).toBe(true);
    await waitFor(run.actor, (s) => s.hasTag('finished'));
    expect(order).toEqual(['insert a.pdf', 'store a.pdf', 'insert b.pdf', 'store b.pdf']);
  });
});

describe('upload machine: the selected uploads (appended, removed by index, reset)', () => {
  it('appends accepted files, removes by index and resets', () => {
    const { actor } = upload(answer('200'));
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.reset' })).toBe(false);
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      actor.send({ type: 'user.add', formId: 'SIGNATURE_CIRCULAR', file: pdf(name) });
    }
    actor.send({ type: 'user.remove', index: 1 });
    expect(actor.getSnapshot().context.files.map((f) => f.fileName)).toEqual(['a.pdf', 'c.pdf']);
    expect(actor.getSnapshot().can({ type: 'user.remove', index: 5 })).toBe(false);
    actor.send({ type: 'user.reset' });
    expect(actor.getSnapshot().context.files).toEqual([]);
  });

  it('refuses a wrong type or size with a Turkish message and keeps the list', () => {
    const { actor } = upload(answer('200'));
    actor.send({ type: 'user.add', formId: 'SIGNATURE_CIRCULAR', file: pdf('a.pdf') });
    actor.send({
      type: 'user.add',
      formId: 'SIGNATURE_CIRCULAR',
      file: new File(['x'], 'virus.exe', { type: 'application/x-msdownload' }),
    });
    expect(actor.getSnapshot().context.rejection).toEqual({ code: 'wrongType', fileName: 'virus.exe' });
    actor.send({ type: 'user.add', formId: 'SIGNATURE_CIRCULAR', file: pdf('buyuk.pdf', 800 * 1024) });
    expect(actor.getSnapshot().context.rejection).toEqual({
      code: 'tooLarge',
      fileName: 'buyuk.pdf',
      size: 800 * 1024,
      max: 700 * 1024,
    });
    expect(actor.getSnapshot().context.files.map((f) => f.fileName)).toEqual(['a.pdf']);
    actor.send({ type: 'user.remove', index: 0 });
    expect(actor.getSnapshot().context.rejection).toBeUndefined();
  });
});

describe('upload rules', () => {
  it('accepts by extension when the browser gives no type, and counts the files', () => {
    expect(uploadRejection({ name: 'tarama.JPG', type: '', size: 10 }, 0)).toBeUndefined();
    expect(uploadRejection({ name: 'notlar.txt', type: '', size: 10 }, 0)).toEqual({
      code: 'wrongType',
      fileName: 'notlar.txt',
    });
    expect(uploadRejection({ name: 'bos.pdf', type: 'application/pdf', size: 0 }, 0)).toEqual({
      code: 'empty',
      fileName: 'bos.pdf',
    });
    expect(uploadRejection({ name: 'a.pdf', type: 'application/pdf', size: 1 }, 10)).toEqual({
      code: 'tooMany',
      max: 10,
    });
  });

  it('accepts exactly the string "200" and encodes base64 like Node', () => {
    expect(insertAcceptsFile({ documentId: 'x', statusCode: '200' })).toBe(true);
    expect(insertAcceptsFile({ documentId: 'x', statusCode: 200 as unknown as string })).toBe(false);
    expect(insertAcceptsFile(undefined)).toBe(false);
    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
