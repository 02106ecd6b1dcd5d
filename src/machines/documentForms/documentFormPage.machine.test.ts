import { createActor, fromPromise, waitFor } from 'xstate';
import type { DocumentFormId } from '../../api/documents/types';
import {
  type DocumentFormsPage,
  documentFormPageMachine,
  type FormTemplateFile,
} from './documentFormPageMachine';

const PAGE: DocumentFormsPage = {
  forms: [
    {
      formId: 'SIGNATURE_CIRCULAR',
      title: 'İmza sirküleri',
      description: 'Noter onaylı, güncel imza sirküleri.',
      status: 'MISSING',
      documents: [],
    },
  ],
  sendBack: {},
};

function pageActor(download: (formId: DocumentFormId) => Promise<FormTemplateFile>) {
  const saved: string[] = [];
  const asked: DocumentFormId[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const machine = documentFormPageMachine.provide({
    actors: {
      load: fromPromise(async () => PAGE),
      downloadTemplate: fromPromise<FormTemplateFile, { formId: DocumentFormId }>(async ({ input }) => {
        asked.push(input.formId);
        await gate;
        return download(input.formId);
      }),
    },
  });
  const actor = createActor(machine);
  // The edge saves the download effect; here the test stands for it.
  actor.on('download', (file) => saved.push(file.fileName));
  actor.start();
  return { actor, saved, asked, release };
}

describe('the document forms page machine', () => {
  it('downloads a blank form while the list stays shown, then hands it to saveFile', async () => {
    const { actor, saved, asked, release } = pageActor(async () => ({
      blob: new Blob(['%PDF']),
      fileName: 'imza-sirkuleri.pdf',
    }));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'user.download', formId: 'SIGNATURE_CIRCULAR' });
    const busy = actor.getSnapshot();
    expect(busy.hasTag('busy')).toBe(true);
    expect(busy.hasTag('loaded')).toBe(true);
    expect(busy.context.downloading).toBe('SIGNATURE_CIRCULAR');
    // One download at a time: a second click while busy is not taken.
    actor.send({ type: 'user.download', formId: 'AUTHORIZED_ID_COPY' });
    release();
    const done = await waitFor(actor, (s) => s.matches('loaded'));
    expect(asked).toEqual(['SIGNATURE_CIRCULAR']);
    expect(saved).toEqual(['imza-sirkuleri.pdf']);
    expect(done.context).toMatchObject({ downloading: undefined, downloadError: undefined });
  });

  it('keeps the list and says why when the download fails, and clears it on the next try', async () => {
    let fail = true;
    const { actor, saved, release } = pageActor(async (formId) => {
      if (fail) throw new Error('Böyle bir doküman formu bulunamadı.');
      return { blob: new Blob(['%PDF']), fileName: `${formId}.pdf` };
    });
    release();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'user.download', formId: 'SIGNATURE_CIRCULAR' });
    const failed = await waitFor(actor, (s) => s.matches('loaded') && s.context.downloadError !== undefined);
    expect(failed.context.downloadError).toBe('Böyle bir doküman formu bulunamadı.');
    expect(failed.context.data).toEqual(PAGE);
    expect(saved).toEqual([]);
    fail = false;
    actor.send({ type: 'user.download', formId: 'SIGNATURE_CIRCULAR' });
    expect(actor.getSnapshot().context.downloadError).toBeUndefined();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(saved).toEqual(['SIGNATURE_CIRCULAR.pdf']);
  });

  it('shows why the list failed and loads again on retry', async () => {
    let calls = 0;
    const machine = documentFormPageMachine.provide({
      actors: {
        load: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new Error('Servis başarısız oldu.');
          return PAGE;
        }),
      },
    });
    const actor = createActor(machine).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('Servis başarısız oldu.');
    actor.send({ type: 'user.retry' });
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.data).toEqual(PAGE);
  });
});
