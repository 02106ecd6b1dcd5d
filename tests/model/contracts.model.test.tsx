import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { AnyActorRef, EventObject } from 'xstate';
import { contractDetailMachine } from '../../src/machines/contracts/contractDetailMachine';
import { contractDownloadMachine } from '../../src/machines/contracts/contractDownloadMachine';
import { contractListMachine } from '../../src/machines/contracts/contractListMachine';
import { contractsPageMachine } from '../../src/machines/contracts/contractsPageMachine';
import { noticeText } from '../../src/views/contracts/labels';
import { FULL_RIGHTS } from '../support/rights';
import {
  ASKED_CONTRACT,
  DETAIL_INPUT,
  type DetailSnapshot,
  DOWNLOAD_INPUT,
  type DownloadSnapshot,
  detailEvents,
  downloadEvents,
  LIST_INPUT,
  type ListSnapshot,
  listEvents,
  MISSING_CONTRACT,
  PATHS,
  type PageSnapshot,
  pageEvents,
  REJECT_REASON,
  REPORT_TEXT,
  seekEvents,
  serializeDetail,
  serializeDownload,
  serializeList,
  serializePage,
} from './contracts.world';
import { probed } from './support/actorProbe';
import { modelHarness, NODE_FILES } from './support/modelFile';
import { describeModel, describeModelWalk } from './support/modelSuite';
import { FAST } from './support/persons';
import { type PortalWalker, walkPath } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
/** What the view's saveFile handed to the browser, newest last. */
const savedBlobs: Blob[] = [];
const harness = modelHarness({ globals: NODE_FILES, downloads: savedBlobs });
const origin = window.location.origin;

const page = () => probed('contractsPage');
/**
 * The page's child, watched from before the click that starts it: a download without OTP ends
 * before the test could look, and the page drops an ended child. Its last snapshot stays.
 */
function childWatcher(id: 'detail' | 'download') {
  let last: AnyActorRef | undefined;
  return {
    watch() {
      page().subscribe((s) => {
        const current = (s as PageSnapshot).children[id] as AnyActorRef | undefined;
        if (current) last = current;
      });
    },
    actor() {
      if (!last) throw new Error(`no ${id} child`);
      return last;
    },
  };
}
let detailChild = childWatcher('detail');
let downloadChild = childWatcher('download');

const rowButtons = async (name: RegExp) => screen.findAllByRole('button', { name });
const otpDialog = () => screen.findByRole('dialog', { name: /SMS/ });

async function enterCode(user: User) {
  const dialog = await otpDialog();
  await user.click(await within(dialog).findByLabelText('Doğrulama kodu, 1. hane'));
  await user.paste(harness.latestCode());
}

async function cancelOtp(user: User) {
  const dialog = await otpDialog();
  await within(dialog).findByLabelText('Doğrulama kodu, 1. hane');
  await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
}

/** The contract panel (the section labelled by the open contract's title). */
const panel = async () =>
  (await screen.findByRole('button', { name: 'Kapat' })).closest('section') as HTMLElement;

function answerOnce(path: string, body: Record<string, unknown>) {
  harness.server.use(http.post(`${origin}/api${path}`, () => HttpResponse.json(body), { once: true }));
}

/** Which pending row a download starts from: row 1 needs no OTP, row 0 does (seed: every second). */
let downloadRow = 1;
/** The files the edge had saved when the walk's download started. */
let savedBefore = 0;

beforeEach(() => {
  detailChild = childWatcher('detail');
  downloadChild = childWatcher('download');
});

const listWalker: PortalWalker<ListSnapshot> = {
  harness,
  person: FAST,
  startPath: '/contracts',
  actor: () => (page().getSnapshot() as PageSnapshot).context.lists.STANDARD.pending,
  serialize: serializeList,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', PATHS.pending);
  },
  perform: async (user, event) => {
    if (event.type === 'user.refresh' || event.type === 'user.retry') {
      const retry = screen.queryByRole('button', { name: 'Tekrar dene' });
      return user.click(retry ?? (await screen.findByRole('button', { name: 'Listeyi yenile' })));
    }
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    if (s.hasTag('loaded')) expect((await rowButtons(/incele$/)).length).toBeGreaterThan(3);
    else if (!s.context.data)
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
  },
};

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: '/contracts',
  actor: page,
  serialize: serializePage,
  arrange: (event) => {
    const output = (event as { output?: { status?: string } }).output;
    if (event.type === 'xstate.done.actor.download') downloadRow = output?.status === 'cancelled' ? 0 : 1;
    // A file arrives without an SMS code from the row that needs none.
    if (event.type === 'download.file') downloadRow = 1;
  },
  perform: async (user, event, before) => {
    const e = event as EventObject & { family?: string; tab?: string; output?: { status: string } };
    switch (e.type) {
      case 'user.selectFamily':
        return user.click(
          screen.getByRole('tab', {
            name: e.family === 'ISTECEP' ? /İşteCep sözleşmeleri/ : /Kurumsal sözleşmeler/,
          }),
        );
      case 'user.selectTab':
        return user.click(
          await screen.findByRole('tab', {
            name: e.tab === 'history' ? /Sözleşme geçmişi/ : /Onay bekleyenler/,
          }),
        );
      case 'user.refresh':
        return user.click(screen.getByRole('button', { name: 'Listeyi yenile' }));
      case 'user.open':
        return user.click((await rowButtons(/incele$/))[before.matches({ detail: 'open' }) ? 1 : 0]!);
      case 'user.download':
        savedBefore = savedBlobs.length;
        return user.click((await rowButtons(/indir$/))[downloadRow]!);
      case 'download.file':
        // The page's download effect reached the edge, which saved the file.
        return waitFor(() => {
          expect(savedBlobs.length).toBe(savedBefore + 1);
          expect(savedBlobs.at(-1)?.size).toBeGreaterThan(0);
        });
      case 'xstate.done.actor.detail':
        if (e.output?.status === 'closed')
          return user.click(within(await panel()).getByRole('button', { name: 'Kapat' }));
        await user.click(within(await panel()).getByRole('button', { name: 'Onayla' }));
        return enterCode(user);
      case 'xstate.done.actor.download':
        if (e.output?.status === 'cancelled') return cancelOtp(user);
        return undefined;
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.matches({ download: 'running' }),
  expectView: async (s) => {
    const family = s.context.family === 'ISTECEP' ? /İşteCep sözleşmeleri/ : /Kurumsal sözleşmeler/;
    expect(await screen.findByRole('tab', { name: family, selected: true })).toBeVisible();
    const tab = s.context.tab === 'history' ? /Sözleşme geçmişi/ : /Onay bekleyenler/;
    expect(await screen.findByRole('tab', { name: tab, selected: true })).toBeVisible();
    if (s.matches({ detail: 'open' })) expect(await panel()).toBeVisible();
    else await waitFor(() => expect(screen.queryByRole('button', { name: 'Kapat' })).toBeNull());
    // The model's notice names a made-up file; the page's own says what really happened.
    const notice = (page().getSnapshot() as PageSnapshot).context.notice;
    if (s.context.notice) expect(await screen.findByText(notice ? noticeText(notice) : '-')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /SMS/ })).toBeNull();
  },
};

const detailWalker: PortalWalker<DetailSnapshot> = {
  harness,
  person: FAST,
  startPath: '/contracts',
  actor: () => detailChild.actor(),
  serialize: serializeDetail,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.content') harness.failNext('post', PATHS.content);
    if (event.type === 'xstate.error.actor.decide') harness.failNext('post', PATHS.decide);
    if (event.type === 'xstate.error.actor.report') harness.failNext('post', PATHS.report);
  },
  perform: async (user, event) => {
    const inPanel = async (name: string) => user.click(within(await panel()).getByRole('button', { name }));
    switch (event.type) {
      case 'xstate.init': {
        const open = (await rowButtons(/incele$/))[0]!;
        detailChild.watch();
        return user.click(open);
      }
      case 'user.retry':
        return inPanel('Tekrar dene');
      case 'user.close':
        return inPanel('Kapat');
      case 'user.approve':
        return inPanel('Onayla');
      case 'user.startReject':
        return inPanel('Reddet');
      case 'user.reject':
        await user.type(await screen.findByLabelText('Ret gerekçesi', { selector: 'input' }), REJECT_REASON);
        return inPanel('Reddet ve SMS kodu gönder');
      case 'user.cancelReject':
      case 'user.cancelReport':
        return user.click(within(await screen.findByRole('form')).getByRole('button', { name: 'Vazgeç' }));
      case 'user.openReport':
        return inPanel('Hata bildir');
      case 'user.submitReport':
        await user.type(await screen.findByLabelText('Sözleşmede gördüğünüz hata'), REPORT_TEXT);
        return inPanel('Bildir');
      case 'user.closeReport':
        return inPanel('Tamam');
      case 'xstate.done.actor.otp':
        if ((event as { output?: { status?: string } }).output?.status === 'cancelled')
          return cancelOtp(user);
        return enterCode(user);
      case 'xstate.error.actor.decide': {
        // The row's modal mode: the shell shows why; the person closes it.
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    if (s.status === 'done') {
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Kapat' })).toBeNull());
      if (s.matches('decided'))
        expect(await screen.findByText(/numaralı sözleşme (onaylandı|reddedildi)\./)).toBeVisible();
      return;
    }
    const section = await panel();
    if (s.matches('contentFailed'))
      expect(within(section).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    if (s.matches('viewing'))
      expect(await within(section).findByRole('article', { name: 'Sözleşme metni' })).toBeVisible();
    if (s.matches({ viewing: 'reading' }))
      expect(within(section).getByRole('button', { name: 'Onayla' })).toBeEnabled();
    if (s.matches({ viewing: 'rejecting' }))
      expect(within(section).getByLabelText('Ret gerekçesi', { selector: 'input' })).toBeVisible();
    if (s.matches({ reporting: 'editing' })) {
      expect(within(section).getByLabelText('Sözleşmede gördüğünüz hata')).toBeVisible();
      if (s.context.reportError)
        expect(within(section).getByRole('alert')).toHaveTextContent('gönderilemedi');
    }
    if (s.matches({ reporting: 'sent' }))
      expect(within(section).getByText(/Kayıt numarası: HB-\d{6}/)).toBeVisible();
    if (s.matches('confirming')) expect(await otpDialog()).toBeVisible();
    else expect(screen.queryByRole('dialog', { name: /SMS/ })).toBeNull();
  },
};

let downloadReply: 'file' | 'otp' | 'odd' | 'error' = 'file';
const downloadWalker: PortalWalker<DownloadSnapshot> = {
  harness,
  person: FAST,
  startPath: '/contracts',
  actor: () => downloadChild.actor(),
  serialize: serializeDownload,
  arrange: (event, before) => {
    const output = (event as { output?: unknown }).output;
    if (event.type === 'xstate.error.actor.download') {
      harness.failNext('post', PATHS.download);
      if (!before.context.transactionId) downloadReply = 'error';
    }
    if (event.type !== 'xstate.done.actor.download') return;
    // The first call decides the row: a file at once (row 1) or an OTP request first (row 0).
    const kind =
      output instanceof Blob ? 'file' : (output as { otpRequired?: boolean }).otpRequired ? 'otp' : 'odd';
    if (before.matches('requesting') && !before.context.transactionId)
      downloadReply = kind === 'otp' ? 'otp' : kind;
    if (kind === 'odd') answerOnce(PATHS.download, { status: { code: '0' }, content: { unexpected: true } });
  },
  perform: async (user, event) => {
    if (event.type === 'xstate.init') {
      const button = (await rowButtons(/indir$/))[downloadReply === 'otp' ? 0 : 1]!;
      downloadChild.watch();
      return user.click(button);
    }
    if (event.type === 'xstate.done.actor.otp') {
      if ((event as { output?: { status?: string } }).output?.status === 'cancelled') return cancelOtp(user);
      return enterCode(user);
    }
    return undefined;
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    if (s.matches('confirming')) {
      expect(await otpDialog()).toBeVisible();
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /SMS/ })).toBeNull());
    if (s.matches('saved')) {
      const number = s.context.contract.contractNumber;
      expect(await screen.findByText(/^sozlesme-\d+\.pdf indirildi\.$/)).toBeVisible();
      const text = (await savedBlobs.at(-1)?.text()) ?? '';
      // A whole PDF arrived; its Turkish text (embedded font) is read back in
      // server/contracts/contracts.test.ts and tests/e2e, which decode it as a viewer does.
      expect(text.startsWith('%PDF-')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(number).toMatch(/^\d{10}$/);
    }
    // Whether the HTTP layer announced it follows from the real failure, not the model's stand-in.
    const real = downloadChild.actor().getSnapshot() as DownloadSnapshot;
    if (s.matches('failed') && !real.context.shownByShell) {
      expect(await screen.findByText('Sözleşme dosyası alınamadı. Lütfen tekrar deneyiniz.')).toBeVisible();
    }
  },
};

describeModel(
  'contractList',
  contractListMachine,
  { input: LIST_INPUT, events: listEvents, serialize: serializeList },
  listWalker,
);
describeModel(
  'contractsPage',
  contractsPageMachine,
  { input: { rights: FULL_RIGHTS }, events: pageEvents, serialize: serializePage },
  pageWalker,
);
// A search hit's address: the contract opens on its own family and list, or the page says none holds it.
describeModelWalk(
  'contractsPage (a contract asked for by the address)',
  contractsPageMachine,
  {
    input: { rights: FULL_RIGHTS, contractNumber: ASKED_CONTRACT },
    events: seekEvents,
    serialize: serializePage,
  },
  (path) => {
    const missing = path.some((step) => step.event.type === 'seek.missing');
    return walkPath(
      {
        ...pageWalker,
        startPath: `/contracts?sozlesme=${missing ? MISSING_CONTRACT : ASKED_CONTRACT}`,
        // The seek ends by itself as the lists answer: the page is looked at once it has.
        isSettled: (s) => !s.matches({ seek: 'seeking' }) && pageWalker.isSettled(s),
        expectView: async (s) => {
          await pageWalker.expectView(s);
          if (s.matches({ detail: 'open' }))
            expect(within(await panel()).getByText(new RegExp(ASKED_CONTRACT))).toBeVisible();
          if (missing && s.matches({ seek: 'idle' }))
            expect(await screen.findByRole('alert')).toHaveTextContent(
              `${MISSING_CONTRACT} numaralı sözleşme listelerinizde bulunamadı.`,
            );
        },
      },
      path,
    );
  },
);
describeModel(
  'contractDetail',
  contractDetailMachine,
  { input: DETAIL_INPUT, events: detailEvents, serialize: serializeDetail },
  detailWalker,
);
describeModel(
  'contractDownload',
  contractDownloadMachine,
  { input: DOWNLOAD_INPUT, events: downloadEvents, serialize: serializeDownload },
  downloadWalker,
);
