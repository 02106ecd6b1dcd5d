import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { tariffBulkImportSpec } from '../../src/machines/tariff/bulkImportSpec';
import { tariffBulkMachine } from '../../src/machines/tariff/tariffBulkMachine';
import {
  tariffBulkPageMachine,
  tariffCatalogueMachine,
  tariffJobsMachine,
} from '../../src/machines/tariff/tariffBulkPageMachine';
import { tariffJobMachine } from '../../src/machines/tariff/tariffJobMachine';
import { probed } from './support/actorProbe';
import { inProcessWorker } from './support/inProcessWorker';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';
import {
  BULK_PAGE,
  BULK_PATHS,
  type BulkSnapshot,
  bulkEvents,
  type CatalogueSnapshot,
  catalogueEvents,
  FILE_ROW,
  JOB_ID,
  JOB_PAGE,
  type JobSnapshot,
  type JobsSnapshot,
  jobEvents,
  jobsEvents,
  serializeBulk,
  serializeCatalogue,
  serializeJob,
  serializeJobs,
} from './tariff.bulk.world';
import { COMPANY, FAST } from './tariff.world';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness({ globals: { Worker: inProcessWorker(tariffBulkImportSpec) }, scrolling: true });
const click = async (user: User, name: string | RegExp) =>
  user.click(await screen.findByRole('button', { name }));

async function enterSmsCode(user: User) {
  await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
  await user.paste(harness.latestCode());
}

/** The tariff first, then the line picker as a person uses it: paste the number, add it, finish. */
async function pickLine(user: User) {
  const select = await screen.findByLabelText('Yeni tarife');
  await within(select).findByRole('option', { name: /^Kurumsal Ekonomik 5 GB/ });
  await user.selectOptions(select, 'KRM-EKO-5');
  await click(user, 'Hatları seç');
  const dialog = await screen.findByRole('dialog', { name: 'Hatları seç' });
  await user.click(within(dialog).getByRole('tab', { name: 'Liste yapıştır' }));
  await user.click(within(dialog).getByLabelText('Numara listesi'));
  await user.paste(FILE_ROW.msisdn);
  await user.click(within(dialog).getByRole('button', { name: 'Ekle' }));
  const done = within(dialog).getByRole('button', { name: 'Seçimi tamamla' });
  await waitFor(() => expect(done).toBeEnabled());
  await user.click(done);
}

const bulkWalker: PortalWalker<BulkSnapshot> = {
  harness,
  person: FAST,
  startPath: BULK_PAGE,
  actor: () => probed('tariffBulk'),
  serialize: serializeBulk,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.check') harness.failNext('post', BULK_PATHS.canDo);
    if (event.type === 'xstate.error.actor.start') harness.failNext('put', BULK_PATHS.bulk);
  },
  perform: async (user, event) => {
    const e = event as EventObject & { output?: { status?: string } };
    switch (e.type) {
      case 'xstate.snapshot.fileImport': {
        const csv = `Hat numarası;Yeni tarife\r\n${FILE_ROW.msisdn};${FILE_ROW.tariff}\r\n`;
        await user.upload(
          await screen.findByLabelText(/Dosya seçin/),
          new File([csv], 'toplu.csv', { type: 'text/csv' }),
        );
        await screen.findByText('1 satır hazır, 0 satırda hata');
        return click(user, 'Gönder');
      }
      case 'lines.chosen':
        return pickLine(user);
      case 'user.confirm':
        return click(user, 'Onayla ve SMS kodu gönder');
      case 'user.restart':
        return click(user, 'Başka dosya yükle');
      case 'xstate.done.actor.otp': {
        if (e.output?.status === 'validated') return enterSmsCode(user);
        const dialog = await screen.findByRole('dialog', { name: 'Toplu tarife değişikliğini onaylayın' });
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'xstate.error.actor.start': {
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      default:
        return undefined;
    }
  },
  isSettled: (s) => !s.hasTag('busy') && !s.matches('confirmingCode'),
  expectView: async (s) => {
    if (s.matches('started')) {
      expect(await screen.findByRole('progressbar', { name: 'Toplu değişiklik ilerlemesi' })).toBeVisible();
      return;
    }
    expect(await screen.findByRole('heading', { name: 'Toplu Tarife Değişikliği', level: 1 })).toBeVisible();
    if (s.matches('importing')) {
      expect(await screen.findByLabelText(/Dosya seçin/)).toBeVisible();
      return;
    }
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const summary = await screen.findByRole('region', { name: 'Özet ve onay' });
    if (s.context.failure) expect(within(summary).getByRole('alert')).toBeVisible();
    if (s.context.check) expect(within(summary).getByText('-160,00 TL')).toBeVisible();
    const confirm = within(summary).getByRole('button', { name: 'Onayla ve SMS kodu gönder' });
    if (s.context.check?.allowedCount) expect(confirm).toBeEnabled();
    else expect(confirm).toBeDisabled();
  },
};

/** A job of the company, started now, whose 400 numbers are no line: it runs 20 s, longer than a walk. */
function arrangeJob() {
  const { db } = harness.sandbox;
  const user = db.prepare('SELECT id FROM users WHERE user_name = ?').get(FAST.userName) as { id: number };
  db.prepare(
    `INSERT INTO tariff_jobs (id, request_id, corporate_ncst, user_id, created_by, started_at, total)
     VALUES (?, 'model', ?, ?, 'Can Öztürk', ?, 400)`,
  ).run(JOB_ID, COMPANY, user.id, Date.now());
  const insert = db.prepare(
    "INSERT INTO tariff_job_lines (job_id, position, msisdn, tariff, status) VALUES (?, ?, ?, 'x', 'PENDING')",
  );
  for (let i = 0; i < 400; i++) insert.run(JOB_ID, i, `59900${String(i).padStart(5, '0')}`);
}

const jobWalker: PortalWalker<JobSnapshot> = {
  harness,
  person: FAST,
  startPath: JOB_PAGE,
  actor: () => probed('tariffJob'),
  serialize: serializeJob,
  arrange: (event) => {
    const e = event as EventObject & { output?: { status?: string } };
    if (e.type === 'xstate.init') arrangeJob();
    if (e.type === 'xstate.error.actor.load') harness.failNext('post', BULK_PATHS.progress);
    // Done: the job started long enough ago for every line to be due.
    if (e.type === 'xstate.done.actor.load' && e.output?.status === 'DONE')
      harness.sandbox.db
        .prepare('UPDATE tariff_jobs SET started_at = started_at - 60000 WHERE id = ?')
        .run(JOB_ID);
  },
  perform: () => undefined,
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Toplu Tarife Değişikliği', level: 1 })).toBeVisible();
    if (!s.context.job) {
      expect(await screen.findByText(/^İşlem bilgisi alınamadı/)).toBeVisible();
      return;
    }
    const heading = s.hasTag('done') ? 'Değişiklik tamamlandı' : 'Değişiklik sürüyor';
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Toplu değişiklik ilerlemesi' })).toBeVisible();
  },
};

const jobsSection = () => screen.findByRole('region', { name: 'Toplu değişiklikleriniz' });

const jobsWalker: PortalWalker<JobsSnapshot> = {
  harness,
  person: FAST,
  startPath: BULK_PAGE,
  actor: () => probed('tariffJobs'),
  serialize: serializeJobs,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', BULK_PATHS.progress);
  },
  perform: async (user, event) => {
    const section = await jobsSection();
    if (event.type === 'user.retry')
      return user.click(within(section).getByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh')
      return user.click(within(section).getByRole('button', { name: 'Yenile' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const section = await jobsSection();
    if (s.hasTag('failed')) {
      expect(within(section).getByText('Toplu değişiklikler yüklenemedi.')).toBeVisible();
      return;
    }
    expect(within(section).getByText('Henüz toplu tarife değişikliği yok.')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Yenile' })).toBeEnabled();
  },
};

const catalogueWalker: PortalWalker<CatalogueSnapshot> = {
  harness,
  person: FAST,
  startPath: BULK_PAGE,
  actor: () => probed('tariffCatalogue'),
  serialize: serializeCatalogue,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', BULK_PATHS.productList);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry') return click(user, 'Tarifeleri yeniden yükle');
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const select = await screen.findByLabelText('Yeni tarife');
    if (s.hasTag('failed')) {
      expect(screen.getByText('Tarifeler yüklenemedi.')).toBeVisible();
      return;
    }
    expect(
      await within(select).findByRole('option', { name: /^Kurumsal Ekonomik 5 GB/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tarifeler yüklenemedi.')).toBeNull();
  },
};

// --- the page: what ties its children together -------------------------------------------------

type BulkPageSnapshot = ReturnType<typeof tariffBulkPageMachine.getInitialSnapshot>;

const bulkPageWalker: PortalWalker<BulkPageSnapshot> = {
  harness,
  person: FAST,
  startPath: BULK_PAGE,
  actor: () => probed('tariffBulkPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type !== 'job.started') return undefined;
    // The whole bulk change: a chosen line, the check, the SMS code; the job starts.
    await pickLine(user);
    await click(user, 'Onayla ve SMS kodu gönder');
    return enterSmsCode(user);
  },
  isSettled: () => true,
  expectView: async () => {
    if (probed('tariffBulk').getSnapshot().matches('started')) {
      // The started job took the person to its progress page.
      expect(await screen.findByRole('progressbar', { name: 'Toplu değişiklik ilerlemesi' })).toBeVisible();
      await waitFor(() => expect(window.location.pathname).toMatch(/^\/tariff-package\/bulk\/[\w-]+$/));
      return;
    }
    // The children run under the page: the catalogue fills the choice, the jobs their list.
    const select = await screen.findByLabelText('Yeni tarife');
    expect(
      await within(select).findByRole('option', { name: /^Kurumsal Ekonomik 5 GB/ }),
    ).toBeInTheDocument();
    expect(await within(await jobsSection()).findByText('Henüz toplu tarife değişikliği yok.')).toBeVisible();
  },
};

describeModel(
  'tariffBulk',
  tariffBulkMachine,
  { input: { requestId: 'model-request' }, events: bulkEvents, serialize: serializeBulk },
  bulkWalker,
);
describeModel(
  'tariffJob',
  tariffJobMachine,
  { input: { jobId: JOB_ID }, events: jobEvents, serialize: serializeJob },
  jobWalker,
);
describeModel(
  'tariffJobs',
  tariffJobsMachine,
  { input: undefined, events: jobsEvents, serialize: serializeJobs },
  jobsWalker,
);
describeModel(
  'tariffCatalogue',
  tariffCatalogueMachine,
  { input: undefined, events: catalogueEvents, serialize: serializeCatalogue },
  catalogueWalker,
);
describeModel(
  'tariffBulkPage',
  tariffBulkPageMachine,
  // The page's own step; the bulk change's, the catalogue's and the jobs' are walked on their own.
  {
    input: { requestId: 'model-request' },
    events: () => [{ type: 'job.started', jobId: 'model-job' }],
    serialize: (s) => JSON.stringify(s.value),
    // One state: a started job is an effect (on to its page), not a state of the page.
    minPaths: 1,
  },
  bulkPageWalker,
);
