import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { overviewMachine } from '../../src/machines/authorizedUsers/overviewMachine';
import { permissionEditMachine } from '../../src/machines/authorizedUsers/permissionEditMachine';
import { ALL_PERSONS, personListMachine } from '../../src/machines/authorizedUsers/personListMachine';
import {
  type EditSnapshot,
  editEvents,
  FAST,
  GROUP,
  LIMITED_ID,
  type ListSnapshot,
  listEvents,
  type OverviewSnapshot,
  overviewEvents,
  PATHS,
  serializeEdit,
  serializeList,
  serializeOverview,
} from './authorizedUsers.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness();
const pageHeading = () => screen.findByRole('heading', { name: 'Yetkili Kullanıcılar', level: 1 });
const requestBox = () => screen.findByRole('checkbox', { name: `${GROUP.title}: Talep` });

const listWalker: PortalWalker<ListSnapshot> = {
  harness,
  person: FAST,
  startPath: '/update-authorized-user-info',
  actor: () => probed('authorizedUserList'),
  serialize: serializeList,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('get', PATHS.list);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refresh') {
      await user.selectOptions(await screen.findByLabelText('Yetkili türü'), 'YETKILI');
      return user.click(screen.getByRole('button', { name: 'Listele' }));
    }
    return undefined; // the server's answers
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    expect(await pageHeading()).toBeVisible();
    if (s.hasTag('failed')) {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      return;
    }
    const table = await screen.findByRole('table', { name: 'Yetkili kişiler' });
    const links = within(table).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    if (s.context.input.authFilter === 'YETKILI')
      expect(links.map((l) => l.textContent)).not.toContain('Can Öztürk (siz)');
  },
};

async function enterSmsCode(user: User) {
  await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
  await user.paste(harness.latestCode());
}

const editWalker: PortalWalker<EditSnapshot> = {
  harness,
  person: FAST,
  startPath: `/update-authorized-user-info?kisi=${LIMITED_ID}`,
  actor: () => probed('authorizedUserPermissions'),
  serialize: serializeEdit,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('put', PATHS.permissions);
    if (event.type === 'xstate.error.actor.save') harness.failNext('put', PATHS.change);
  },
  perform: async (user, event) => {
    switch (event.type) {
      case 'user.retry':
        return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
      case 'level.set':
        return user.click(await requestBox());
      case 'fullAuthority.set':
        return user.click(await screen.findByRole('checkbox', { name: /^Tam yetki/ }));
      case 'user.reset':
        return user.click(await screen.findByRole('button', { name: 'Değişiklikleri geri al' }));
      case 'user.review':
        return user.click(await screen.findByRole('button', { name: 'Değişiklikleri gözden geçir' }));
      case 'user.back':
        return user.click(await screen.findByRole('button', { name: 'Geri' }));
      case 'user.confirm':
        return user.click(await screen.findByRole('button', { name: 'Onayla ve SMS kodu gönder' }));
      case 'user.again':
        return user.click(await screen.findByRole('button', { name: 'Yeniden düzenle' }));
      case 'xstate.done.actor.otp': {
        if ((event as { output?: { status?: string } }).output?.status === 'validated')
          return enterSmsCode(user);
        const dialog = await screen.findByRole('dialog');
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'xstate.error.actor.save': {
        // The row's error modal tells the person; they close it and stay on the summary.
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      default:
        return undefined; // the server's answers
    }
  },
  isSettled: (s) => !s.hasTag('busy'),
  expectView: async (s) => {
    expect(await pageHeading()).toBeVisible();
    if (s.matches('loadFailed')) {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      return;
    }
    expect(await screen.findByRole('heading', { name: 'Zeynep Kaya', level: 2 })).toBeVisible();
    if (s.matches('editing')) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const review = screen.getByRole('button', { name: 'Değişiklikleri gözden geçir' });
      if (serializeEdit(s).includes('"changed":true')) expect(review).toBeEnabled();
      else expect(review).toBeDisabled();
      if (s.context.draft.fullAuthority) expect(await requestBox()).toBeDisabled();
    }
    if (s.matches('reviewing'))
      expect(await screen.findByRole('list', { name: 'Yapılacak değişiklikler' })).toBeVisible();
    if (s.matches('confirmingCode')) {
      expect(await screen.findByRole('heading', { name: 'Yetki değişikliğini onaylayın' })).toBeVisible();
      expect(await screen.findByLabelText('Doğrulama kodu, 1. hane')).toBeEnabled();
    }
    if (s.matches('done')) {
      expect(await screen.findByText(/^Yetkiler güncellendi/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Yeniden düzenle' })).toBeEnabled();
    }
  },
};

const overviewWalker: PortalWalker<OverviewSnapshot> = {
  harness,
  person: FAST,
  startPath: '/cips-permission',
  actor: () => probed('permissionOverview'),
  serialize: serializeOverview,
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type === 'filter.change') {
      await user.click(await screen.findByLabelText('Yetkili adı'));
      return user.paste('Elif');
    }
    if (event.type === 'filter.clear')
      return user.click(await screen.findByRole('button', { name: 'Temizle' }));
    return undefined;
  },
  isSettled: () => true,
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Yetki Özeti', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Yetki özeti' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    const names = within(table)
      .getAllByRole('link')
      .map((l) => l.textContent);
    if (s.context.filter.name) expect(names).toEqual(['Elif Şahin']);
    else expect(names.length).toBeGreaterThan(1);
  },
};

describeModel(
  'authorizedUserList',
  personListMachine,
  { input: ALL_PERSONS, events: listEvents, serialize: serializeList },
  listWalker,
);
describeModel(
  'authorizedUserPermissions',
  permissionEditMachine,
  { input: { userId: LIMITED_ID }, events: editEvents, serialize: serializeEdit },
  editWalker,
);
describeModel(
  'permissionOverview',
  overviewMachine,
  // One state: filtering and clearing make a single path.
  { events: overviewEvents, serialize: serializeOverview, minPaths: 1 },
  overviewWalker,
);
