import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { EventObject, SnapshotFrom } from 'xstate';
import { recordDeactivation } from '../../server/lineDeactivation/store';
import { formatMsisdn } from '../../src/lib/msisdn';
import {
  deactivationDetailMachine,
  deactivationHistoryMachine,
  EMPTY_HISTORY_QUERY,
} from '../../src/machines/lineDeactivation/deactivationHistoryMachine';
import { deactivationMachine } from '../../src/machines/lineDeactivation/deactivationMachine';
import { lineDeactivationPageMachine } from '../../src/machines/lineDeactivation/lineDeactivationPageMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  COMPANY,
  type DetailSnapshot,
  detailEvents,
  FAST,
  FILE_NAME,
  type FlowSnapshot,
  flowEvents,
  type HistorySnapshot,
  historyEvents,
  LINE,
  PAGE,
  PATHS,
  pdfFile,
  serializeFlow,
  serializeRequest,
  textFile,
} from './lineDeactivation.world';
import { probed } from './support/actorProbe';
import { modelHarness, NODE_FILES } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
/** The documents the page saved, newest last. */
const savedFiles: Blob[] = [];
const harness = modelHarness({ globals: { Blob: NODE_FILES.Blob }, scrolling: true, downloads: savedFiles });
const flowSection = () => screen.findByRole('region', { name: /^Adım \d \/ 4:/ });
const historySection = () => screen.findByRole('region', { name: 'Kapatma geçmişi' });

/** The line picker as a person uses it: paste the number, add it, finish. */
async function chooseLine(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Kapatılacak hatları seç' }));
  const dialog = await screen.findByRole('dialog', { name: 'Kapatılacak hatları seç' });
  await user.click(within(dialog).getByRole('tab', { name: 'Liste yapıştır' }));
  await user.click(within(dialog).getByLabelText('Numara listesi'));
  await user.paste(LINE.msisdn);
  await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
  const done = within(dialog).getByRole('button', { name: 'Seçimi tamamla' });
  await waitFor(() => expect(done).toBeEnabled());
  await user.click(done);
}

async function enterSmsCode(user: User) {
  await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
  await user.paste(harness.latestCode());
}

const click = async (user: User, name: string | RegExp) =>
  user.click(await screen.findByRole('button', { name }));

const flowWalker: PortalWalker<FlowSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('lineDeactivation'),
  serialize: serializeFlow,
  arrange: (event) => {
    const e = event as EventObject & { output?: { selectionId?: string } };
    if (e.type === 'xstate.error.actor.start') harness.failNext('post', PATHS.reasons);
    if (e.type === 'xstate.error.actor.check') harness.failNext('post', PATHS.check);
    // Nothing closable: another person of the portal receives their SMS codes on the line.
    if (e.type === 'xstate.done.actor.check' && e.output?.selectionId === '')
      harness.sandbox.db
        .prepare("UPDATE users SET msisdn = ? WHERE user_name = 'demo.yonetici'")
        .run(LINE.msisdn);
    if (e.type === 'xstate.error.actor.upload') harness.failNext('post', PATHS.upload);
    // Unanswered, so the person can cancel the upload while it runs.
    if (e.type === 'user.cancelUpload')
      harness.server.use(
        http.post(`${location.origin}/api${PATHS.upload}`, () => new Promise<never>(() => {}), {
          once: true,
        }),
      );
    if (e.type === 'xstate.error.actor.removeDocument') harness.failNext('post', PATHS.remove);
    if (e.type === 'xstate.error.actor.download') harness.failNext('post', PATHS.download);
    if (e.type === 'xstate.error.actor.deactivate') harness.failNext('post', PATHS.deactivate);
  },
  perform: async (user, event) => {
    const e = event as EventObject & { file?: File; output?: { status?: string } };
    switch (e.type) {
      case 'user.retry':
        return click(user, 'Tekrar dene');
      case 'lines.chosen':
        return chooseLine(user);
      case 'lines.remove':
        return click(user, `Çıkar: ${formatMsisdn(LINE.msisdn)}`);
      case 'user.check':
        return click(user, 'Hatları kontrol et ve devam et');
      case 'reason.choose':
        return user.click(await screen.findByRole('radio', { name: /Hat kullanıcısı vefat etti/ }));
      case 'document.upload': {
        const input = await screen.findByLabelText('Ölüm belgesi yükle');
        // A person can pick any file ("all files" in the dialog); the page refuses the wrong type.
        if (e.file?.type !== 'application/pdf')
          return fireEvent.change(input, { target: { files: [textFile()] } });
        return user.upload(input, pdfFile());
      }
      case 'user.cancelUpload':
        return click(user, 'Yüklemeyi durdur');
      case 'document.remove':
        return click(user, `Sil: ${FILE_NAME}`);
      case 'document.download':
        return click(user, `İndir: ${FILE_NAME}`);
      case 'user.next':
        return click(user, 'Devam');
      case 'user.back':
        return click(user, 'Geri');
      case 'user.confirm':
        return click(user, 'Onayla ve SMS kodu gönder');
      case 'xstate.done.actor.otp': {
        if (e.output?.status === 'validated') return enterSmsCode(user);
        const dialog = await screen.findByRole('dialog', { name: 'Hat kapatmayı onaylayın' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'xstate.error.actor.deactivate': {
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      case 'user.restart':
        return click(user, 'Başka hat kapat');
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy') && !s.matches('confirmingCode'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Hat Kapatma', level: 1 })).toBeVisible();
    if (s.matches('startFailed')) {
      expect(screen.getByText(/^Kapatma nedenleri yüklenemedi\./)).toBeVisible();
      return;
    }
    const section = await flowSection();
    const { context } = s;
    if (s.hasTag('step:lines')) {
      const button = within(section).getByRole('button', { name: 'Hatları kontrol et ve devam et' });
      if (context.lines.length) {
        expect(within(section).getByText('1 hat seçildi.')).toBeVisible();
        expect(button).toBeEnabled();
      } else {
        expect(button).toBeDisabled();
        // A shut button says why.
        expect(button).toHaveAccessibleDescription('Devam etmek için kapatılacak hatları seçin.');
      }
      if (context.check?.selectionId === '' && context.lines.length)
        expect(within(section).getByText('Seçtiğiniz hatların hiçbiri kapatılamıyor.')).toBeVisible();
      if (context.failure) expect(within(section).getByText(/^Hatlar kontrol edilemedi\./)).toBeVisible();
      return;
    }
    if (s.hasTag('step:details')) {
      expect(within(section).getByRole('group', { name: 'Kapatma nedeni' })).toBeVisible();
      const docs = within(section).queryByRole('list', { name: 'Yüklenen belgeler' });
      if (context.documents.length) expect(docs).toHaveTextContent(FILE_NAME);
      else expect(docs).toBeNull();
      if (context.fileProblem)
        expect(within(section).getByText('Dosya PDF, JPG ya da PNG olmalıdır.')).toBeVisible();
      if (context.failure) expect(within(section).getByRole('alert')).toBeVisible();
      // A cancelled upload says so and keeps the chosen file to send again; no bar is left behind.
      expect(within(section).queryByRole('progressbar')).toBeNull();
      if (context.upload?.cancelled) {
        expect(within(section).getByText(/^Yükleme iptal edildi\./)).toBeVisible();
        expect(within(section).getByRole('button', { name: `Yeniden yükle: ${FILE_NAME}` })).toBeEnabled();
      } else expect(within(section).queryByText(/Yükleme iptal edildi/)).toBeNull();
      const next = within(section).getByRole('button', { name: 'Devam' });
      if (context.reasonId && context.documents.length) expect(next).toBeEnabled();
      else {
        expect(next).toBeDisabled();
        expect(next).toHaveAccessibleDescription(
          context.reasonId ? /^Devam etmek için yükleyin: / : 'Devam etmek için bir kapatma nedeni seçin.',
        );
      }
      return;
    }
    if (s.hasTag('step:summary')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(within(section).getByText('Hat kullanıcısı vefat etti')).toBeVisible();
      expect(
        within(section).getByRole('table', { name: 'Kapatılacak hatlar ve cayma bedelleri' }),
      ).toBeVisible();
      const failed = within(section).queryByText(/^Hatlar kapatılamadı\./);
      if (context.failure) expect(failed).toBeVisible();
      else expect(failed).toBeNull();
      return;
    }
    expect(within(section).getByText(/^1 hat kapatıldı\./)).toBeVisible();
    expect(
      within(await historySection()).getByRole('table', { name: 'Kapatılan hatlar geçmişi' }),
    ).toHaveTextContent('Hat kullanıcısı vefat etti');
  },
};

const historyWalker: PortalWalker<HistorySnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('deactivationHistory'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.history);
  },
  perform: async (user, event) => {
    const section = await historySection();
    if (event.type === 'user.retry')
      return user.click(within(section).getByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh')
      return user.click(within(section).getByRole('button', { name: 'Listele' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const section = await historySection();
    if (s.hasTag('failed')) {
      expect(within(section).getByText('Kapatma geçmişi yüklenemedi.')).toBeVisible();
      return;
    }
    expect(within(section).getByText('Bu ölçütlere uyan hat kapatma işlemi yok.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Listele' })).toBeEnabled();
  },
};

/** A deactivation of the company in the history, written as the deactivation row writes it. */
function arrangeHistoryRow() {
  const user = harness.sandbox.db.prepare('SELECT id FROM users WHERE user_name = ?').get(FAST.userName) as {
    id: number;
  };
  recordDeactivation(harness.sandbox.db, {
    id: 'model-history',
    corporateNcst: COMPANY,
    userId: user.id,
    closedBy: 'Can Öztürk',
    reasonId: 'NO_LONGER_NEEDED',
    reasonTitle: 'Hat artık kullanılmıyor',
    closedAt: Date.now(),
    lines: [{ ...LINE, commitment: null, costKurus: 0 }],
    documentIds: [],
  });
}

const detailWalker: PortalWalker<DetailSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('deactivationDetail'),
  serialize: serializeRequest,
  arrange: (event) => {
    if (event.type === 'xstate.init') arrangeHistoryRow();
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.detail);
  },
  perform: async (user, event) => {
    if (event.type === 'xstate.init') {
      const section = await historySection();
      return user.click(await within(section).findByRole('button', { name: /^Ayrıntı/ }));
    }
    if (event.type === 'user.retry') {
      const dialog = await screen.findByRole('dialog', { name: 'Hat kapatma ayrıntısı' });
      return user.click(within(dialog).getByRole('button', { name: 'Tekrar dene' }));
    }
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const dialog = await screen.findByRole('dialog', { name: 'Hat kapatma ayrıntısı' });
    if (s.hasTag('failed')) {
      expect(within(dialog).getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
      return;
    }
    expect(within(dialog).getByText('Hat artık kullanılmıyor')).toBeVisible();
    expect(within(dialog).getByRole('list', { name: 'Bu işlemde kapatılan hatlar' })).toHaveTextContent(
      LINE.userName,
    );
  },
};

// --- the page: what ties the flow and the history together ---------------------------------------

type PageSnapshot = SnapshotFrom<typeof lineDeactivationPageMachine>;

/** Through the flow to the details step with the death certificate uploaded. */
async function uploadCertificate(user: User) {
  await chooseLine(user);
  await click(user, 'Hatları kontrol et ve devam et');
  await user.click(await screen.findByRole('radio', { name: /Hat kullanıcısı vefat etti/ }));
  await user.upload(await screen.findByLabelText('Ölüm belgesi yükle'), pdfFile());
  expect(
    await within(await flowSection()).findByRole('list', { name: 'Yüklenen belgeler' }),
  ).toHaveTextContent(FILE_NAME);
}

/** Whether the path at hand put a deactivation in the history (to open its detail). */
let historyRow = false;

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('lineDeactivationPage'),
  serialize: (s) => JSON.stringify(s.value),
  // A detail to open needs a deactivation in the history before the page lists it.
  arrange: (event) => {
    if (event.type === 'xstate.init') historyRow = false;
    if (event.type !== 'user.detail.open') return;
    arrangeHistoryRow();
    historyRow = true;
  },
  perform: async (user, event) => {
    if (event.type === 'user.detail.open') {
      const section = await historySection();
      const list = within(section).getByRole('button', { name: 'Listele' });
      await waitFor(() => expect(list).toBeEnabled());
      await user.click(list);
      return user.click(await within(section).findByRole('button', { name: /^Ayrıntı/ }));
    }
    if (event.type === 'user.detail.close') {
      const dialog = await screen.findByRole('dialog', { name: 'Hat kapatma ayrıntısı' });
      return user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    }
    if (event.type === 'deactivation.downloaded') {
      await uploadCertificate(user);
      return click(user, `İndir: ${FILE_NAME}`);
    }
    if (event.type === 'deactivation.closed') {
      await uploadCertificate(user);
      await click(user, 'Devam');
      await click(user, 'Onayla ve SMS kodu gönder');
      return enterSmsCode(user);
    }
    return undefined;
  },
  isSettled: () => true,
  expectView: async (s) => {
    if (s.matches('detailOpen')) {
      // The dialog's request is the page's child while it is open, and shows the row's deactivation.
      const dialog = await screen.findByRole('dialog', { name: 'Hat kapatma ayrıntısı' });
      expect(await within(dialog).findByText('Hat artık kullanılmıyor')).toBeVisible();
      expect(probed('lineDeactivationPage').getSnapshot().children.detail).toBeDefined();
      return;
    }
    expect(screen.queryByRole('dialog', { name: 'Hat kapatma ayrıntısı' })).toBeNull();
    expect(probed('lineDeactivationPage').getSnapshot().children.detail).toBeUndefined();
    if (historyRow) {
      // The dialog closed: the history still lists the deactivation it showed.
      expect(
        await within(await historySection()).findByRole('table', { name: 'Kapatılan hatlar geçmişi' }),
      ).toHaveTextContent('Hat artık kullanılmıyor');
      return;
    }
    const flow = probed('lineDeactivation').getSnapshot();
    const history = within(await historySection());
    if (flow.hasTag('step:done')) {
      // The closed lines reloaded the history, which shows the new deactivation.
      expect(await history.findByRole('table', { name: 'Kapatılan hatlar geçmişi' })).toHaveTextContent(
        'Hat kullanıcısı vefat etti',
      );
      expect(savedFiles).toHaveLength(0);
      return;
    }
    expect(history.queryByRole('table', { name: 'Kapatılan hatlar geçmişi' })).toBeNull();
    if (flow.context.documents.length) {
      // The fetched document went to the browser through the page's download effect.
      await waitFor(() => expect(savedFiles).toHaveLength(1));
      expect(savedFiles[0]!.size).toBeGreaterThan(0);
    } else expect(savedFiles).toHaveLength(0);
  },
};

describeModel(
  'lineDeactivation',
  deactivationMachine,
  // The walk's person has full authority: the rights child answers every level.
  { input: { rights: FULL_RIGHTS }, events: flowEvents, serialize: serializeFlow },
  flowWalker,
);
describeModel(
  'deactivationHistory',
  deactivationHistoryMachine,
  { input: EMPTY_HISTORY_QUERY, events: historyEvents, serialize: serializeRequest },
  historyWalker,
);
describeModel(
  'deactivationDetail',
  deactivationDetailMachine,
  {
    input: { deactivationId: 'model-history' },
    events: detailEvents,
    serialize: serializeRequest,
    minPaths: 1,
  },
  detailWalker,
);
describeModel(
  'lineDeactivationPage',
  lineDeactivationPageMachine,
  // The page's own steps; each child's steps are walked by its own model above.
  {
    input: { rights: FULL_RIGHTS },
    // The flow's ends are walked with the dialog closed: an open dialog covers the flow.
    events: (s: PageSnapshot) =>
      s.matches('detailOpen')
        ? [{ type: 'user.detail.close' }]
        : [
            { type: 'deactivation.closed' },
            { type: 'deactivation.downloaded', blob: pdfFile(), fileName: FILE_NAME },
            { type: 'user.detail.open', deactivationId: 'model-history' },
          ],
    serialize: (s) => JSON.stringify(s.value),
  },
  pageWalker,
);
