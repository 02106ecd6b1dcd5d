import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import { slowUpload } from '../../../tests/support/slowUpload';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { SelectionCheck } from '../../api/lineDeactivation/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { type DeactivateInput, deactivationMachine, type UploadInput } from './deactivationMachine';
import { checkOf, detailOf, documentOf, lineOf, pdf, REASONS } from './testData';

const LINES = [lineOf('5321111111'), lineOf('5322222222')];

function start(
  options: {
    check?: () => Promise<SelectionCheck>;
    otp?: () => Promise<OtpOutput>;
    deactivate?: (input: DeactivateInput) => Promise<unknown>;
    documents?: ReturnType<typeof documentOf>[];
    /** null: the rights are not known (loading or failed). */
    rights?: PersonRights | null;
    upload?: ReturnType<typeof slowUploadOf>['actor'];
  } = {},
) {
  const otpInputs: unknown[] = [];
  const deactivated = vi.fn();
  const downloaded = vi.fn();
  const deactivate = vi.fn(
    options.deactivate ?? (async (_input: DeactivateInput) => detailOf(['5321111111'])),
  );
  const removed: string[] = [];
  const check = vi.fn(options.check ?? (async () => checkOf(['5321111111', '5322222222'])));
  let uploads = 0;
  const actor = createActor(
    deactivationMachine.provide({
      actors: {
        start: fromPromise(async () => ({ reasons: REASONS, documents: options.documents ?? [] })),
        check: fromPromise(() => check()),
        upload:
          options.upload ??
          fromPromise(async ({ input }: { input: { documentType: string } }) => {
            uploads += 1;
            return documentOf(`doc-${uploads}`, input.documentType);
          }),
        removeDocument: fromPromise(async ({ input }: { input: { documentId: string; index: number } }) => {
          removed.push(input.documentId);
          return { index: input.index };
        }),
        // The file as the download row answers it, handed back with the document's name.
        download: fromPromise(async ({ input }: { input: { fileName: string } }) => ({
          blob: new Blob(['%PDF']),
          fileName: input.fileName,
        })),
        deactivate: fromPromise(({ input }: { input: DeactivateInput }) => deactivate(input)),
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return (
            options.otp ?? (async () => ({ status: 'validated', result: {}, transactionId: 'tx-1' }))
          )();
        }),
      } as never,
      actions: {
        deactivated: (_, result) => deactivated(result),
        downloaded: (_, file) => downloaded(file),
      },
    }),
    { input: { rights: options.rights === null ? undefined : (options.rights ?? FULL_RIGHTS) } },
  ).start();
  return { actor, otpInputs, deactivate, deactivated, downloaded, removed, check };
}

const slowUploadOf = () => slowUpload((input: UploadInput) => documentOf('slow', input.documentType));

type Run = ReturnType<typeof start>;
const settle = (run: Run, state: Parameters<ReturnType<Run['actor']['getSnapshot']>['matches']>[0]) =>
  waitFor(run.actor, (s) => s.matches(state));

async function toDetails(run: Run) {
  await settle(run, 'choosing');
  run.actor.send({ type: 'lines.chosen', lines: LINES });
  run.actor.send({ type: 'user.check' });
  await settle(run, 'details');
}

describe('deactivationMachine', () => {
  it('checks nothing, sends no SMS code and closes nothing without the lineDeactivation group’s Talep (issue 37)', async () => {
    for (const rights of [withoutRequest('lineDeactivation'), null]) {
      const run = start({ rights });
      await settle(run, 'choosing');
      run.actor.send({ type: 'lines.chosen', lines: LINES });
      expect(run.actor.getSnapshot().can({ type: 'user.check' })).toBe(false);
      // Crafted events do not pass either: the guard reads the rights, not the button.
      run.actor.send({ type: 'user.check' });
      run.actor.send({ type: 'user.confirm' });
      expect(run.actor.getSnapshot().matches('choosing')).toBe(true);
      expect(run.check).not.toHaveBeenCalled();
      expect(run.otpInputs).toEqual([]);
      expect(run.deactivate).not.toHaveBeenCalled();
    }
  });

  it('checks nothing until lines are chosen', async () => {
    const run = start();
    await settle(run, 'choosing');
    expect(run.actor.getSnapshot().can({ type: 'user.check' })).toBe(false);
    run.actor.send({ type: 'lines.chosen', lines: LINES });
    run.actor.send({ type: 'lines.remove', msisdn: '5321111111' });
    expect(run.actor.getSnapshot().context.lines.map((l) => l.msisdn)).toEqual(['5322222222']);
    expect(run.actor.getSnapshot().can({ type: 'user.check' })).toBe(true);
  });

  it('stays on the lines with the refusals when no line can be closed', async () => {
    const refused = { ...checkOf([], ''), refused: [{ msisdn: '5321111111', reason: 'Taşıma sürüyor.' }] };
    const run = start({ check: async () => refused });
    await settle(run, 'choosing');
    run.actor.send({ type: 'lines.chosen', lines: LINES });
    run.actor.send({ type: 'user.check' });
    await waitFor(run.actor, (s) => s.matches('choosing') && s.context.check !== undefined);
    expect(run.actor.getSnapshot().context.check?.refused).toHaveLength(1);
  });

  it('appends uploads, removes by index and asks for the reason’s documents before the summary', async () => {
    const run = start({ documents: [documentOf('old', 'CLOSURE_LETTER')] });
    await toDetails(run);
    run.actor.send({ type: 'reason.choose', reasonId: 'USER_DECEASED' });
    expect(run.actor.getSnapshot().can({ type: 'user.next' })).toBe(false);

    run.actor.send({ type: 'document.upload', documentType: 'DEATH_CERTIFICATE', file: pdf() });
    await settle(run, 'details');
    run.actor.send({ type: 'document.upload', documentType: 'DEATH_CERTIFICATE', file: pdf('ikinci.pdf') });
    await settle(run, 'details');
    expect(run.actor.getSnapshot().context.documents.map((d) => d.documentId)).toEqual([
      'old',
      'doc-1',
      'doc-2',
    ]);

    run.actor.send({ type: 'document.remove', index: 1 });
    await settle(run, 'details');
    expect(run.removed).toEqual(['doc-1']);
    expect(run.actor.getSnapshot().context.documents.map((d) => d.documentId)).toEqual(['old', 'doc-2']);
    expect(run.actor.getSnapshot().can({ type: 'document.remove', index: 5 })).toBe(false);
    expect(run.actor.getSnapshot().can({ type: 'user.next' })).toBe(true);
  });

  it('hands a downloaded document to the page under its name, staying on the details', async () => {
    const run = start({ documents: [documentOf('doc-1', 'DEATH_CERTIFICATE')] });
    await toDetails(run);
    run.actor.send({ type: 'document.download', index: 0 });
    await waitFor(run.actor, (s) => s.matches('details') && run.downloaded.mock.calls.length > 0);
    expect(run.downloaded).toHaveBeenCalledWith({
      blob: expect.any(Blob),
      fileName: documentOf('doc-1', 'DEATH_CERTIFICATE').fileName,
    });
  });

  it('refuses a file of the wrong type or size before any upload', async () => {
    const run = start();
    await toDetails(run);
    // Nothing is asked for before a reason that needs it is chosen.
    run.actor.send({ type: 'document.upload', documentType: 'DEATH_CERTIFICATE', file: pdf() });
    expect(run.actor.getSnapshot().matches('details')).toBe(true);
    run.actor.send({ type: 'reason.choose', reasonId: 'USER_DECEASED' });
    const text = new File(['merhaba'], 'not.txt', { type: 'text/plain' });
    run.actor.send({ type: 'document.upload', documentType: 'DEATH_CERTIFICATE', file: text });
    expect(run.actor.getSnapshot().context.fileProblem).toBe('wrongType');
    run.actor.send({
      type: 'document.upload',
      documentType: 'DEATH_CERTIFICATE',
      file: pdf('büyük.pdf', 800 * 1024),
    });
    expect(run.actor.getSnapshot().context.fileProblem).toBe('tooLarge');
    expect(run.actor.getSnapshot().context.documents).toEqual([]);
  });

  it('keeps the upload’s whole percent and lets the person cancel it, the file kept to send again', async () => {
    const upload = slowUploadOf();
    const run = start({ upload: upload.actor, documents: [documentOf('old')] });
    await toDetails(run);
    run.actor.send({ type: 'reason.choose', reasonId: 'USER_DECEASED' });
    const file = pdf('ölüm belgesi.pdf');
    run.actor.send({ type: 'document.upload', documentType: 'DEATH_CERTIFICATE', file });
    await upload.started;
    upload.bytes(300, 1000);
    upload.bytes(305, 1000);
    upload.bytes(1000, 1000);
    expect(upload.reports).toEqual([30, 100]);
    expect(run.actor.getSnapshot().context.upload).toMatchObject({ percent: 100, cancelled: false });

    run.actor.send({ type: 'user.cancelUpload' });
    const after = run.actor.getSnapshot();
    expect(after.matches('details')).toBe(true);
    expect(upload.aborted()).toBe(true);
    // Nothing lost: the reason, the earlier document and the chosen file are all still there.
    expect(after.context.reasonId).toBe('USER_DECEASED');
    expect(after.context.documents.map((d) => d.documentId)).toEqual(['old']);
    expect(after.context.upload).toEqual({
      documentType: 'DEATH_CERTIFICATE',
      file,
      percent: 0,
      cancelled: true,
    });
    expect(after.context.failure).toBeUndefined();

    // Sent again, it goes up and the note is gone.
    run.actor.send({ type: 'document.upload', documentType: 'DEATH_CERTIFICATE', file });
    expect(run.actor.getSnapshot().context.upload).toMatchObject({ cancelled: false, percent: 0 });
    upload.finish();
    const done = await waitFor(run.actor, (s) => s.matches('details') && s.context.documents.length === 2);
    expect(done.context.upload).toBeUndefined();
  });

  it('cannot cancel when nothing is uploading, and forgets a cancelled file on going back', async () => {
    const upload = slowUploadOf();
    const run = start({ upload: upload.actor });
    await toDetails(run);
    expect(run.actor.getSnapshot().can({ type: 'user.cancelUpload' })).toBe(false);
    run.actor.send({ type: 'reason.choose', reasonId: 'USER_DECEASED' });
    run.actor.send({ type: 'document.upload', documentType: 'DEATH_CERTIFICATE', file: pdf() });
    run.actor.send({ type: 'user.cancelUpload' });
    expect(run.actor.getSnapshot().context.upload?.cancelled).toBe(true);
    run.actor.send({ type: 'user.back' });
    expect(run.actor.getSnapshot().context.upload).toBeUndefined();
  });

  it('confirms with the SMS code for the selection and sends reason, documents and transaction', async () => {
    const run = start();
    await toDetails(run);
    run.actor.send({ type: 'reason.choose', reasonId: 'USER_DECEASED' });
    run.actor.send({ type: 'document.upload', documentType: 'DEATH_CERTIFICATE', file: pdf() });
    await settle(run, 'details');
    run.actor.send({ type: 'user.next' });
    run.actor.send({ type: 'user.confirm' });
    await settle(run, 'done');
    expect(run.otpInputs).toEqual([{ purpose: 'LINE_DEACTIVATION', reference: 'sel-1' }]);
    expect(run.deactivate).toHaveBeenCalledWith({
      selectionId: 'sel-1',
      reasonId: 'USER_DECEASED',
      documentIds: ['doc-1'],
      transactionId: 'tx-1',
    });
    expect(run.deactivated).toHaveBeenCalledTimes(1);
    // A new deactivation starts clean: the documents are reset.
    run.actor.send({ type: 'user.restart' });
    const s = run.actor.getSnapshot();
    expect(s.matches('choosing')).toBe(true);
    expect([s.context.lines, s.context.documents, s.context.reasonId]).toEqual([[], [], undefined]);
  });

  it('goes back to the summary when the code is cancelled or the deactivation fails', async () => {
    const run = start({
      otp: async () => ({ status: 'cancelled' }),
    });
    await toDetails(run);
    run.actor.send({ type: 'reason.choose', reasonId: 'NO_LONGER_NEEDED' });
    run.actor.send({ type: 'user.next' });
    run.actor.send({ type: 'user.confirm' });
    await settle(run, 'summary');
    expect(run.deactivate).not.toHaveBeenCalled();

    const failing = start({ deactivate: async () => Promise.reject(new Error('Seçim bulunamadı.')) });
    await toDetails(failing);
    failing.actor.send({ type: 'reason.choose', reasonId: 'NO_LONGER_NEEDED' });
    failing.actor.send({ type: 'user.next' });
    failing.actor.send({ type: 'user.confirm' });
    await waitFor(failing.actor, (s) => s.matches('summary') && s.context.failure !== undefined);
    expect(failing.deactivated).not.toHaveBeenCalled();
  });
});
