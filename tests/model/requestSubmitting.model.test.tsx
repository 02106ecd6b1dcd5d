import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { EventObject } from 'xstate';
import { SEED_PDF } from '../../server/requestSubmitting/seed';
import { insertDemand, insertDocument } from '../../server/requestSubmitting/store';
import { documentFormPageMachine } from '../../src/machines/documentForms/documentFormPageMachine';
import { demandDetailMachine } from '../../src/machines/requestSubmitting/demandDetailMachine';
import { requestFormMachine } from '../../src/machines/requestSubmitting/requestFormMachine';
import { requestHomeMachine } from '../../src/machines/requestSubmitting/requestHomeMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  type DetailSnapshot,
  detailEvents,
  FAST,
  FORM,
  type FormSnapshot,
  type FormsPageSnapshot,
  formEvents,
  formsPageEvents,
  type HomeSnapshot,
  loadEvents,
  MODEL_DEMAND,
  PAGE_NAME,
  PATHS,
  pdfFile,
  pngFile,
  serializeDetail,
  serializeForm,
  serializeFormsPage,
  serializeValue,
  TEMPLATE_FORM,
} from './requestSubmitting.world';
import { probed } from './support/actorProbe';
import { modelHarness, NODE_FILES } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness({ globals: { Blob: NODE_FILES.Blob }, scrolling: true, downloads: [] });

/** Leaves the next call of a row unanswered, so the person can cancel it while it runs. */
function holdNext(path: string) {
  harness.server.use(
    http.post(`${location.origin}/api${path}`, () => new Promise<never>(() => {}), { once: true }),
  );
}
const retry = async (user: User) => user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));

const homeWalker: PortalWalker<HomeSnapshot> = {
  harness,
  person: FAST,
  startPath: '/request-submitting',
  actor: () => probed('requestHome'),
  serialize: serializeValue,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('get', PATHS.menu);
  },
  perform: (user, event) => (event.type === 'user.retry' ? retry(user) : undefined),
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Talep Oluştur', level: 1 })).toBeVisible();
    if (s.hasTag('failed')) expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
    else {
      expect(screen.getByRole('link', { name: 'Şirket unvanı değişikliği' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Taleplerim' })).toBeVisible();
    }
  },
};

const formsPageWalker: PortalWalker<FormsPageSnapshot> = {
  harness,
  person: FAST,
  startPath: '/document-form',
  actor: () => probed('documentFormPage'),
  serialize: serializeFormsPage,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.forms);
    if (event.type === 'xstate.error.actor.downloadTemplate') harness.failNext('get', PATHS.formTemplate);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry') return retry(user);
    if (event.type === 'user.download')
      return user.click(
        await screen.findByRole('button', { name: `${TEMPLATE_FORM.title}: boş formu indir (PDF)` }),
      );
    return undefined; // the server's answers
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('busy'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Doküman Formları', level: 1 })).toBeVisible();
    if (s.hasTag('failed')) expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
    else {
      expect(screen.getByRole('heading', { name: 'İmza sirküleri' })).toBeVisible();
      expect(screen.getAllByRole('link', { name: /doldurup/ }).length).toBeGreaterThan(0);
      expect(screen.getAllByRole('button', { name: /boş formu indir \(PDF\)$/ })).toHaveLength(3);
      for (const button of screen.getAllByRole('button', { name: /boş formu indir/ }))
        expect(button).toBeEnabled();
      if (s.context.downloadError) expect(screen.getByText(/Boş form indirilemedi\./)).toBeVisible();
      else expect(screen.queryByText(/Boş form indirilemedi/)).toBeNull();
    }
  },
};

/** Fills the served fields with valid values, as a person would before sending. */
function fillForm() {
  fireEvent.change(screen.getByLabelText('Yeni unvan'), { target: { value: 'Model Bilişim A.Ş.' } });
  fireEvent.change(screen.getByLabelText('Vergi numarası'), { target: { value: '1234567890' } });
}

const slotInput = (documentType: string) =>
  screen.getByLabelText(FORM.documents.find((d) => d.documentType === documentType)!.title, {
    selector: 'input',
  });

const formWalker: PortalWalker<FormSnapshot> = {
  harness,
  person: FAST,
  startPath: `/request-submitting/${PAGE_NAME}`,
  actor: () => probed('requestForm'),
  serialize: serializeForm,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.describeForm') harness.failNext('post', PATHS.demandForm);
    if (event.type === 'xstate.error.actor.submitDemand') harness.failNext('post', PATHS.demandForm);
    if (event.type === 'xstate.error.actor.uploadDocument') harness.failNext('post', PATHS.upload);
    if (event.type === 'user.cancelUpload') holdNext(PATHS.upload);
    if (event.type === 'xstate.error.actor.deleteDocument') harness.failNext('delete', PATHS.uploadById);
    if (event.type === 'xstate.error.actor.viewDocument') harness.failNext('get', PATHS.uploadById);
  },
  perform: async (user, event: EventObject) => {
    const e = event as EventObject & { documentType?: string; name?: string };
    switch (e.type) {
      case 'user.retry':
        return retry(user);
      case 'user.upload':
        await screen.findByRole('button', { name: 'Talebi gönder' });
        return fireEvent.change(slotInput(e.documentType!), {
          target: { files: [e.name === 'png' ? pngFile() : pdfFile('belge.pdf')] },
        });
      case 'user.cancelUpload':
        return user.click(await screen.findByRole('button', { name: 'Yüklemeyi durdur' }));
      case 'user.delete':
        return user.click((await screen.findAllByRole('button', { name: /dosyasını sil$/ }))[0]!);
      case 'user.view':
        return user.click((await screen.findAllByRole('button', { name: /dosyasını görüntüle$/ }))[0]!);
      case 'user.submit':
        fillForm();
        return user.click(await screen.findByRole('button', { name: 'Talebi gönder' }));
      default:
        return undefined; // the server's answers
    }
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('busy'),
  expectView: async (s) => {
    if (s.hasTag('failed')) {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeVisible();
      return;
    }
    expect(await screen.findByRole('heading', { name: FORM.title, level: 1 })).toBeVisible();
    if (s.hasTag('done')) {
      expect(screen.getByText(/Talebiniz alındı/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Talebin ayrıntısını göster' })).toBeVisible();
      return;
    }
    expect(screen.queryAllByRole('button', { name: /dosyasını sil$/ })).toHaveLength(
      s.context.documents.length,
    );
    expect(screen.getByRole('button', { name: 'Talebi gönder' })).toBeEnabled();
    // A cancelled upload says so and keeps the chosen file to send again; no bar is left behind.
    expect(screen.queryByRole('progressbar')).toBeNull();
    if (s.context.upload?.cancelled) {
      expect(screen.getByText(/^Yükleme iptal edildi\./)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Yeniden yükle: belge.pdf' })).toBeEnabled();
    } else expect(screen.queryByText(/Yükleme iptal edildi/)).toBeNull();
  },
};

/** A demand still "Alındı" with one document, of the person's company, for the detail walk. */
function arrangeDemand() {
  const { db } = harness.sandbox;
  if (db.prepare('SELECT 1 FROM demands WHERE id = ?').get(MODEL_DEMAND)) return;
  const session = db
    .prepare(
      'SELECT user_id AS userId, corporate_ncst AS company FROM sessions ORDER BY created_at DESC LIMIT 1',
    )
    .get() as { userId: number; company: string };
  const at = Date.now();
  insertDocument(db, {
    id: 'model-doc',
    corporateNcst: session.company,
    userId: session.userId,
    pageName: PAGE_NAME,
    documentType: 'TRADE_REGISTRY_GAZETTE',
    title: 'Ticaret Sicil Gazetesi',
    fileName: 'gazete.pdf',
    mimeType: 'application/pdf',
    sizeBytes: SEED_PDF.length,
    content: SEED_PDF,
    uploadedAt: at,
  });
  // The detail walk opens a fixed address, so the demand's ledger number is moved to it: in the
  // ledger and in the feature's rows that name it, in one transaction (keys checked at its end).
  db.transaction(() => {
    const id = insertDemand(db, {
      corporateNcst: session.company,
      userId: session.userId,
      submittedBy: 'Can Öztürk',
      pageName: PAGE_NAME,
      title: FORM.title,
      answers: [{ label: 'Yeni unvan', value: 'Model A.Ş.' }],
      at,
      documentIds: ['model-doc'],
    });
    db.pragma('defer_foreign_keys = ON');
    for (const sql of [
      'UPDATE ledger_entries SET number = ? WHERE number = ?',
      'UPDATE demands SET id = ? WHERE id = ?',
      'UPDATE demand_events SET demand_id = ? WHERE demand_id = ?',
      'UPDATE demand_documents SET demand_id = ? WHERE demand_id = ?',
    ])
      db.prepare(sql).run(MODEL_DEMAND, id);
  })();
}

const detailWalker: PortalWalker<DetailSnapshot> = {
  harness,
  person: FAST,
  startPath: `/request-submitting/history/${MODEL_DEMAND}`,
  actor: () => probed('demandDetail'),
  serialize: serializeDetail,
  arrange: (event) => {
    if (event.type === 'xstate.done.actor.loadDetail' || event.type === 'xstate.error.actor.loadDetail')
      arrangeDemand();
    if (event.type === 'xstate.error.actor.loadDetail') harness.failNext('put', PATHS.detail);
    if (event.type === 'xstate.error.actor.changeDemand') harness.failNext('put', PATHS.detail);
    if (event.type === 'xstate.error.actor.viewDocument') harness.failNext('get', PATHS.uploadById);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.retry':
        return retry(user);
      case 'user.withdraw':
        return user.click(await screen.findByRole('button', { name: 'Talebi geri çek' }));
      case 'user.note':
        fireEvent.change(await screen.findByLabelText('Talebe not ekleyin'), {
          target: { value: 'Model notu' },
        });
        return user.click(screen.getByRole('button', { name: 'Not ekle' }));
      case 'user.view':
        return user.click(await screen.findByRole('button', { name: 'gazete.pdf dosyasını görüntüle' }));
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('busy'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: `Talep ${MODEL_DEMAND}`, level: 1 })).toBeVisible();
    if (s.hasTag('failed')) {
      expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
      return;
    }
    const withdrawable = s.context.detail?.canWithdraw;
    expect(await screen.findByText('Durum:', { exact: false, selector: 'p' })).toHaveTextContent(
      withdrawable ? 'Durum: Alındı' : 'Durum: Geri çekildi',
    );
    if (withdrawable) expect(screen.getByRole('button', { name: 'Talebi geri çek' })).toBeEnabled();
    else expect(screen.queryByRole('button', { name: 'Talebi geri çek' })).toBeNull();
  },
};

const noSave = { actions: { saveFile: () => {} } };

describeModel(
  'requestHome',
  requestHomeMachine,
  { events: loadEvents({}), serialize: serializeValue },
  homeWalker,
);
describeModel(
  'documentFormPage',
  documentFormPageMachine.provide(noSave),
  { events: formsPageEvents, serialize: serializeFormsPage },
  formsPageWalker,
);
describeModel(
  'requestForm',
  requestFormMachine.provide(noSave),
  // The walk's person has full authority: the rights child answers every level.
  { input: { pageName: PAGE_NAME, rights: FULL_RIGHTS }, events: formEvents, serialize: serializeForm },
  formWalker,
);
describeModel(
  'demandDetail',
  demandDetailMachine.provide(noSave),
  {
    input: { demandId: MODEL_DEMAND, rights: FULL_RIGHTS },
    events: detailEvents,
    serialize: serializeDetail,
  },
  detailWalker,
);
