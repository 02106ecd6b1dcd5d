import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import { slowUpload } from '../../../tests/support/slowUpload';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type {
  DemandDetail,
  DemandForm,
  DemandSubmitted,
  UploadedDocument,
} from '../../api/requestSubmitting/types';
import { demandDetailMachine } from './demandDetailMachine';
import type { SubmitInput, UploadInput } from './requestActors';
import { requestFormMachine } from './requestFormMachine';

const FORM: DemandForm = {
  pageName: 'title-change',
  title: 'Şirket unvanı değişikliği',
  description: '',
  fields: [{ name: 'newTitle', label: 'Yeni unvan', kind: 'text', rules: { required: true } }],
  documents: [
    {
      documentType: 'GAZETTE',
      title: 'Ticaret Sicil Gazetesi',
      required: true,
      mimeTypes: ['application/pdf'],
      maxBytes: 2048,
    },
    {
      documentType: 'EXTRA',
      title: 'Ek belge',
      required: false,
      mimeTypes: ['application/pdf'],
      maxBytes: 2048,
    },
  ],
};

const pdf = (size = 10) => new File(['x'.repeat(size)], 'gazete.pdf', { type: 'application/pdf' });

const uploaded = (input: UploadInput, n: number): UploadedDocument => ({
  documentId: `D${n}`,
  documentType: input.documentType,
  title: input.documentType,
  fileName: input.file.name,
  mimeType: input.file.type,
  sizeBytes: input.file.size,
  uploadedAt: '2026-01-15T09:00:00Z',
});

const slowUploadDocument = () => slowUpload((input: UploadInput) => uploaded(input, 1));

/** rights null: not known (loading or failed). */
function formActor(
  rights: PersonRights | null = FULL_RIGHTS,
  upload?: ReturnType<typeof slowUploadDocument>['actor'],
) {
  const uploads: string[] = [];
  const submitted: SubmitInput[] = [];
  const saved: string[] = [];
  const machine = requestFormMachine.provide({
    actors: {
      describeForm: fromPromise(async () => FORM),
      uploadDocument:
        upload ??
        fromPromise<UploadedDocument, UploadInput>(async ({ input }) => {
          uploads.push(input.documentType);
          return uploaded(input, uploads.length);
        }),
      deleteDocument: fromPromise(async ({ input }: { input: { documentId: string } }) => input),
      submitDemand: fromPromise<DemandSubmitted, SubmitInput>(async ({ input }) => {
        submitted.push(input);
        return {
          orderId: 'TLP-20260115-000001',
          demandId: 'TLP-20260115-000001',
          title: FORM.title,
          status: 'RECEIVED' as const,
          submittedAt: '',
        };
      }),
      viewDocument: fromPromise(async ({ input }: { input: { documentId: string; fileName: string } }) => ({
        blob: new Blob(['%PDF']),
        fileName: input.fileName,
      })),
    },
    actions: { saveFile: (_, file) => saved.push(file.fileName) },
  });
  const actor = createActor(machine, {
    input: { pageName: 'title-change', rights: rights ?? undefined },
  }).start();
  return { actor, uploads, submitted, saved };
}

describe('the request form machine', () => {
  it('sends no request without the requestSubmitting group’s Talep (issue 37)', async () => {
    for (const rights of [withoutRequest('requestSubmitting'), null]) {
      const { actor, submitted } = formActor(rights);
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'user.upload', documentType: 'GAZETTE', file: pdf() });
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().can({ type: 'user.submit', values: { newTitle: 'A' } })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.submit', values: { newTitle: 'A' } });
      expect(actor.getSnapshot().value).toBe('ready');
      expect(submitted).toEqual([]);
      actor.stop();
    }
  });

  it('refuses a file the slot’s served rules refuse, without uploading it', async () => {
    const { actor, uploads } = formActor();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({
      type: 'user.upload',
      documentType: 'GAZETTE',
      file: new File(['x'], 'a.png', { type: 'image/png' }),
    });
    expect(actor.getSnapshot().context.fileErrors.GAZETTE).toBe(
      'Ticaret Sicil Gazetesi için yalnızca PDF dosyası yükleyebilirsiniz.',
    );
    actor.send({ type: 'user.upload', documentType: 'GAZETTE', file: pdf(2049) });
    expect(actor.getSnapshot().context.fileErrors.GAZETTE).toBe(
      'Ticaret Sicil Gazetesi en fazla 2 KB olabilir.',
    );
    expect(uploads).toEqual([]);
  });

  it('does not send a request whose required documents are missing, then sends it with them', async () => {
    const { actor, submitted } = formActor();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.submit', values: { newTitle: 'A' } });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.fileErrors).toEqual({
      GAZETTE: 'Ticaret Sicil Gazetesi yüklemeden talebi gönderemezsiniz.',
    });
    actor.send({ type: 'user.upload', documentType: 'GAZETTE', file: pdf() });
    await waitFor(actor, (s) => s.matches('ready'));
    // The upload clears the slot's refusal.
    expect(actor.getSnapshot().context.fileErrors).toEqual({});
    actor.send({ type: 'user.submit', values: { newTitle: 'A' } });
    const done = await waitFor(actor, (s) => s.hasTag('done'));
    expect(submitted).toEqual([{ pageName: 'title-change', values: { newTitle: 'A' }, documentIds: ['D1'] }]);
    expect(done.context.submitted?.demandId).toBe('TLP-20260115-000001');
  });

  it('views and deletes an uploaded document', async () => {
    const { actor, saved } = formActor();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.upload', documentType: 'EXTRA', file: pdf() });
    await waitFor(actor, (s) => s.context.documents.length === 1 && s.matches('ready'));
    actor.send({ type: 'user.view', documentId: 'D1' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saved).toEqual(['gazete.pdf']);
    actor.send({ type: 'user.delete', documentId: 'D1' });
    const after = await waitFor(actor, (s) => s.matches('ready') && s.context.documents.length === 0);
    expect(after.context.documents).toEqual([]);
  });

  it('keeps the upload’s whole percent from the actor’s progress reports', async () => {
    const upload = slowUploadDocument();
    const { actor } = formActor(FULL_RIGHTS, upload.actor);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.upload', documentType: 'GAZETTE', file: pdf() });
    expect(actor.getSnapshot().context.upload).toMatchObject({ documentType: 'GAZETTE', percent: 0 });
    await upload.started;
    upload.bytes(512, 2048);
    upload.bytes(530, 2048); // still 25 %: no second report
    expect(actor.getSnapshot().context.upload?.percent).toBe(25);
    upload.bytes(2048, 2048);
    expect(actor.getSnapshot().context.upload?.percent).toBe(100);
    expect(upload.reports).toEqual([25, 100]);
    upload.finish();
    const done = await waitFor(actor, (s) => s.matches('ready'));
    expect(done.context.upload).toBeUndefined();
    expect(done.context.documents.map((d) => d.fileName)).toEqual(['gazete.pdf']);
  });

  it('cancelling an upload aborts its request and keeps the chosen file to send again', async () => {
    const upload = slowUploadDocument();
    const { actor } = formActor(FULL_RIGHTS, upload.actor);
    await waitFor(actor, (s) => s.matches('ready'));
    const file = pdf();
    actor.send({ type: 'user.upload', documentType: 'GAZETTE', file });
    await upload.started;
    upload.bytes(1024, 2048);
    expect(actor.getSnapshot().can({ type: 'user.cancelUpload' })).toBe(true);

    actor.send({ type: 'user.cancelUpload' });
    const after = actor.getSnapshot();
    expect(after.value).toBe('ready');
    expect(upload.aborted()).toBe(true);
    expect(after.context.upload).toEqual({ documentType: 'GAZETTE', file, percent: 0, cancelled: true });
    expect(after.context.busyType).toBeUndefined();
    expect(after.context.documents).toEqual([]);
    expect(after.context.fileErrors).toEqual({});
    // A late byte count of the stopped call changes nothing.
    upload.bytes(2048, 2048);
    expect(actor.getSnapshot().context.upload?.cancelled).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.cancelUpload' })).toBe(false);

    // Sent again, the same file starts a new upload.
    actor.send({ type: 'user.upload', documentType: 'GAZETTE', file });
    expect(actor.getSnapshot().context.upload).toMatchObject({ cancelled: false, percent: 0 });
    expect(actor.getSnapshot().value).toBe('uploading');
  });

  it('a refused file replaces the cancelled one', async () => {
    const upload = slowUploadDocument();
    const { actor } = formActor(FULL_RIGHTS, upload.actor);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.upload', documentType: 'GAZETTE', file: pdf() });
    actor.send({ type: 'user.cancelUpload' });
    expect(actor.getSnapshot().context.upload?.cancelled).toBe(true);
    actor.send({ type: 'user.upload', documentType: 'GAZETTE', file: pdf(4096) });
    expect(actor.getSnapshot().context.upload).toBeUndefined();
  });
});

const detail = (canWithdraw: boolean): DemandDetail => ({
  demandId: 'TLP-1',
  pageName: 'p',
  title: 'T',
  status: canWithdraw ? 'RECEIVED' : 'IN_REVIEW',
  submittedAt: '',
  updatedAt: '',
  submittedBy: '',
  documentCount: 0,
  fields: [],
  documents: [],
  events: [],
  canWithdraw,
});

describe('the demand detail machine', () => {
  it('withdraws only a demand that may be withdrawn, and keeps the detail when a change fails', async () => {
    const calls: string[] = [];
    let fail = false;
    const machine = demandDetailMachine.provide({
      actors: {
        loadDetail: fromPromise(async () => detail(false)),
        changeDemand: fromPromise<
          DemandDetail,
          { demandId: string; action: 'WITHDRAW' | 'NOTE'; note?: string }
        >(async ({ input }) => {
          calls.push(input.action);
          if (fail) throw new Error('Servis başarısız oldu.');
          return detail(false);
        }),
      },
    });
    const actor = createActor(machine, { input: { demandId: 'TLP-1', rights: FULL_RIGHTS } }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().can({ type: 'user.withdraw' })).toBe(false);
    actor.send({ type: 'user.withdraw' });
    expect(calls).toEqual([]);
    fail = true;
    actor.send({ type: 'user.note', note: 'Not' });
    const after = await waitFor(actor, (s) => s.matches('loaded') && s.context.actionError !== undefined);
    expect(calls).toEqual(['NOTE']);
    expect(after.context.actionError).toBe('Servis başarısız oldu.');
    expect(after.context.detail?.demandId).toBe('TLP-1');
  });

  it('neither withdraws nor notes without the group’s Talep or with unknown rights (issue 37)', async () => {
    for (const rights of [withoutRequest('requestSubmitting'), undefined]) {
      const calls: string[] = [];
      const machine = demandDetailMachine.provide({
        actors: {
          loadDetail: fromPromise(async () => detail(true)),
          changeDemand: fromPromise<DemandDetail, { demandId: string; action: 'WITHDRAW' | 'NOTE' }>(
            async ({ input }) => {
              calls.push(input.action);
              return detail(true);
            },
          ),
        },
      });
      const actor = createActor(machine, { input: { demandId: 'TLP-1', rights } }).start();
      await waitFor(actor, (s) => s.matches('loaded'));
      expect(actor.getSnapshot().can({ type: 'user.withdraw' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'user.note', note: 'Not' })).toBe(false);
      // Crafted events do not pass either: the guard reads the rights, not the buttons.
      actor.send({ type: 'user.withdraw' });
      actor.send({ type: 'user.note', note: 'Not' });
      expect(actor.getSnapshot().matches('loaded')).toBe(true);
      expect(calls).toEqual([]);
      actor.stop();
    }
    // With the Talep the same withdrawable demand may be withdrawn.
    const actor = createActor(
      demandDetailMachine.provide({ actors: { loadDetail: fromPromise(async () => detail(true)) } }),
      { input: { demandId: 'TLP-1', rights: FULL_RIGHTS } },
    ).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().can({ type: 'user.withdraw' })).toBe(true);
    actor.stop();
  });
});
