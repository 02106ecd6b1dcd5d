import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { EventObject, SnapshotFrom } from 'xstate';
import { analytics } from '../../src/lib/analytics';
import { documentFormsMachine } from '../../src/machines/documents/documentFormsMachine';
import { orderDocumentMachine } from '../../src/machines/documents/orderDocumentMachine';
import { setDocumentPageMachine } from '../../src/machines/documents/setDocumentPageMachine';
import { uploadMachine } from '../../src/machines/documents/uploadMachine';
import { API_REQUEST_ERROR } from '../../src/machines/documents/uploadRules';
import { FULL_RIGHTS } from '../support/rights';
import {
  AGREEMENT_PATH,
  badFile,
  FILE_STORE_PATTERN,
  FORMS_PATH,
  type FormsSnapshot,
  formsEvents,
  goodFile,
  INSERT_PATH,
  type OrderDocsSnapshot,
  orderDocsEvents,
  SODEC_PATH,
  serializeForms,
  serializeOrderDocs,
  serializeUpload,
  type UploadSnapshot,
  uploadEvents,
} from './documents.world';
import { probed } from './support/actorProbe';
import { recordCoverage } from './support/coverage';
import { edgeCoveringPaths, type ModelPath } from './support/edgePaths';
import { modelHarness } from './support/modelFile';
import { describeModel, walkEvery } from './support/modelSuite';
import { FAST } from './support/persons';
import { type PortalWalker, walkPath } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness();

const circularCard = () => screen.findByRole('region', { name: 'İmza sirküleri' });

/** Picks a file in the card's file input (fireEvent: userEvent.upload would drop a refused type itself). */
async function pick(file: File) {
  const input = within(await circularCard()).getByLabelText(/Dosya ekle/) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/**
 * One file's insert and file-store calls follow each other within a few microtasks, faster than
 * the walk can arrange the second answer after the first; so each path's answers are queued
 * before it starts, in path order, and two permanent handlers hand them out (or let the call
 * through to the sandbox).
 */
const plan = { insert: [] as string[], store: [] as string[] };

function planAnswers(path: ModelPath<UploadSnapshot, EventObject>) {
  plan.insert = [];
  plan.store = [];
  for (const { event } of path) {
    const code = (event as { output?: { statusCode?: string } }).output?.statusCode;
    if (event.type === 'xstate.done.actor.insertDocument')
      plan.insert.push(code === '200' ? 'sandbox' : `code ${code}`);
    if (event.type === 'xstate.error.actor.insertDocument') plan.insert.push('error');
    if (event.type === 'xstate.done.actor.storeFile') plan.store.push('sandbox');
    if (event.type === 'xstate.error.actor.storeFile') plan.store.push('error');
  }
}

const serverError = () => HttpResponse.json({ status: { code: '500' } }, { status: 500 });
const plannedAnswers = [
  http.post(`${window.location.origin}/api${INSERT_PATH}`, () => {
    const next = plan.insert.shift();
    if (next === 'error') return serverError();
    // A back end that answers the insert without the "200" the flow waits for.
    if (next?.startsWith('code '))
      return HttpResponse.json({
        status: { code: '0' },
        content: { documentId: 'DOC-X', statusCode: next.slice(5) },
      });
    return undefined; // on to the sandbox
  }),
  http.put(`${window.location.origin}/api${FILE_STORE_PATTERN}`, () =>
    plan.store.shift() === 'error' ? serverError() : undefined,
  ),
];

const uploadWalker: PortalWalker<UploadSnapshot> = {
  harness,
  person: FAST,
  startPath: '/set-document',
  actor: () => probed('documentUpload'),
  serialize: serializeUpload,
  // The insert and file-store answers are planned for the whole path before it starts (see below).
  arrange: () => undefined,
  perform: async (user: User, event: EventObject) => {
    const e = event as EventObject & { file?: File };
    switch (e.type) {
      case 'user.add':
        return pick(e.file!.name.endsWith('.pdf') ? goodFile() : badFile());
      case 'user.remove':
        return user.click((await screen.findAllByRole('button', { name: /dosyasını listeden kaldır/ }))[0]!);
      case 'user.reset':
        return user.click(await screen.findByRole('button', { name: 'Seçimi temizle' }));
      case 'user.submit':
        return user.click(await screen.findByRole('button', { name: 'Yükle' }));
      case 'user.continue':
        return user.click(await screen.findByRole('button', { name: /^(Tamam|Yüklenemeyenlere dön)$/ }));
      default:
        return undefined; // the server's answers
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    const { files, rejection, results } = s.context;
    if (rejection) expect(await screen.findByText(/eklenemedi: yalnızca PDF, JPG veya PNG/)).toBeVisible();
    if (s.hasTag('editing')) {
      const selected = screen.queryByRole('list', { name: 'Seçilen dosyalar' });
      if (files.length) expect(within(selected!).getAllByRole('listitem')).toHaveLength(files.length);
      else expect(selected).toBeNull();
      const submit = await screen.findByRole('button', { name: 'Yükle' });
      if (files.length) expect(submit).toBeEnabled();
      else expect(submit).toBeDisabled();
    }
    if (s.hasTag('finished')) {
      const rows = within(await screen.findByRole('list', { name: 'Yükleme sonuçları' })).getAllByRole(
        'listitem',
      );
      expect(rows).toHaveLength(results.length);
      results.forEach((r, i) => {
        expect(rows[i]).toHaveTextContent(r.stored ? 'Yüklendi' : 'Yüklenemedi');
      });
      // The stored file shows on its card once the list reloaded.
      if (results.some((r) => r.stored))
        await waitFor(async () => expect(await circularCard()).toHaveTextContent('İncelemede'));
    }
  },
};

const formsWalker: PortalWalker<FormsSnapshot> = {
  harness,
  person: FAST,
  startPath: '/set-document',
  actor: () => probed('documentForms'),
  serialize: serializeForms,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', FORMS_PATH);
  },
  perform: async (user: User, event: EventObject) => {
    if (event.type === 'user.retry')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh') {
      // An upload that finishes reloads the list.
      await pick(goodFile());
      return user.click(await screen.findByRole('button', { name: 'Yükle' }));
    }
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    if (s.hasTag('loaded')) {
      expect(await circularCard()).toBeVisible();
      expect(screen.getByRole('region', { name: 'Online İşlemler Sözleşmesi' })).toHaveTextContent(
        'Onaylandı',
      );
    } else {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    }
  },
};

// --- the page: what ties the forms and the uploads together ------------------------------------

type PageSnapshot = SnapshotFrom<typeof setDocumentPageMachine>;

const requestErrors = () =>
  analytics.events().filter((e) => 'actionType' in e && e.actionType === API_REQUEST_ERROR);

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: '/set-document',
  actor: () => probed('setDocumentPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: (event) => {
    analytics.clear();
    // The insert call throws: the upload child reports it, then finishes its round.
    if (event.type === 'upload.failed') harness.failNext('post', INSERT_PATH);
  },
  perform: async (user: User, event: EventObject) => {
    if (event.type !== 'upload.finished' && event.type !== 'upload.failed') return undefined;
    await pick(goodFile());
    return user.click(await screen.findByRole('button', { name: 'Yükle' }));
  },
  isSettled: () => true,
  expectView: async () => {
    const upload = probed('documentUpload');
    if (upload.getSnapshot().hasTag('editing')) {
      // The page as it opens: the forms are listed, nothing was uploaded or logged.
      expect(await circularCard()).toBeVisible();
      expect(requestErrors()).toHaveLength(0);
      return;
    }
    await waitFor(() => expect(upload.getSnapshot().hasTag('finished')).toBe(true));
    const [result] = upload.getSnapshot().context.results as { stored: boolean }[];
    if (result?.stored) {
      // The finished round reloaded the forms: the stored file shows on its card.
      await waitFor(async () => expect(await circularCard()).toHaveTextContent('imza-sirkuleri.pdf'));
      expect(requestErrors()).toHaveLength(0);
    } else {
      // The thrown insert reached the analytics sink through the page's effect.
      await waitFor(() => expect(requestErrors()).toHaveLength(1));
      expect(requestErrors()[0]).toMatchObject({ description: 'imza-sirkuleri.pdf' });
    }
  },
};

const documentList = () => screen.findByRole('list', { name: 'Sipariş belgeleri' });

const orderDocsWalker: PortalWalker<OrderDocsSnapshot> = {
  harness,
  person: FAST,
  startPath: '/order-document',
  actor: () => probed('orderDocuments'),
  serialize: serializeOrderDocs,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.listDocuments') harness.failNext('post', SODEC_PATH);
    if (event.type === 'xstate.error.actor.readAgreement') harness.failNext('post', AGREEMENT_PATH);
    if (event.type === 'xstate.error.actor.signDocument') harness.failNext('put', SODEC_PATH);
  },
  perform: async (user: User, event: EventObject) => {
    switch (event.type) {
      case 'user.retry':
        return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
      case 'user.view':
        return user.click(
          within(await documentList()).getAllByRole('button', { name: /belgesini görüntüle/ })[0]!,
        );
      case 'user.close':
        return user.click(await screen.findByRole('button', { name: 'Kapat' }));
      case 'user.sign':
        return user.click(await screen.findByRole('button', { name: 'Onayla ve imzala' }));
      case 'xstate.done.actor.otp': {
        if ((event as { output?: { status?: string } }).output?.status === 'validated') {
          await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
          return user.paste(harness.latestCode());
        }
        return user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Vazgeç' }));
      }
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('busy') && !s.hasTag('opening'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Sipariş Belgeleri', level: 1 })).toBeVisible();
    if (s.hasTag('failed')) {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      return;
    }
    const items = within(await documentList()).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    if (s.context.signedTitle !== undefined) expect(screen.getByText(/” imzalandı\./)).toBeVisible();
    const viewer = screen.queryByRole('button', { name: 'Onayla ve imzala' });
    if (s.matches({ loaded: 'browsing' })) expect(screen.queryByRole('button', { name: 'Kapat' })).toBeNull();
    if (s.matches({ loaded: 'reading' })) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(viewer).toBeEnabled();
      expect(screen.getAllByText(/"Abone"/)[0]).toBeVisible();
    }
    if (s.matches({ loaded: 'signing' })) {
      expect(await screen.findByRole('heading', { name: 'Belgeyi imzalayın' })).toBeVisible();
      expect(await screen.findByLabelText('Doğrulama kodu, 1. hane')).toBeEnabled();
    }
  },
};

describe('documentUpload model', () => {
  const paths = edgeCoveringPaths(uploadMachine, {
    events: uploadEvents as never,
    serializeState: serializeUpload as never,
  }) as ModelPath<UploadSnapshot, EventObject>[];
  recordCoverage('documentUpload', uploadMachine, paths as never);

  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  it('walks every path through the real views and the sandbox', async () => {
    harness.server.use(...plannedAnswers);
    await walkEvery('documentUpload', paths, (path) => {
      planAnswers(path);
      return walkPath(uploadWalker, path);
    });
  }, 300_000);
});
describeModel(
  'documentForms',
  documentFormsMachine,
  { events: formsEvents, serialize: serializeForms },
  formsWalker,
);
describeModel(
  'orderDocuments',
  orderDocumentMachine,
  // The walk's person has full authority, who alone signs.
  { input: { rights: FULL_RIGHTS }, events: orderDocsEvents, serialize: serializeOrderDocs },
  orderDocsWalker,
);
describeModel(
  'setDocumentPage',
  setDocumentPageMachine,
  // The page's own steps; each child's steps are walked by its own model above.
  {
    events: () => [
      { type: 'upload.finished' },
      {
        type: 'upload.failed',
        failure: { errorMessage: 'Servis başarısız oldu.', fileName: 'imza-sirkuleri.pdf' },
      },
    ],
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);
