import { screen, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { captchaAnswer } from '../../server/customerManager/captcha';
import { DEMO_MANAGERS } from '../../server/customerManager/seed';
import { insertCompanyProfile } from '../../server/db/companyProfile';
import { managerLoginMachine } from '../../src/machines/customerManager/managerLoginMachine';
import { portfolioMachine } from '../../src/machines/customerManager/portfolioMachine';
import type { OtpRef } from '../../src/views/shared/otp/OtpPanel';
import {
  CM_PATHS,
  isLost,
  type LoginSnapshot,
  loginEvents,
  type PortfolioSnapshot,
  portfolioEvents,
  serializeLogin,
  serializePortfolio,
} from './customerManager.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness();
const MANAGER = DEMO_MANAGERS[0]!;
const MANAGER_TOKEN = 'c'.repeat(64);
const STORE_KEY = 'customerManagerSession';

const failWith = (event: EventObject, path: string) =>
  harness.failNext('post', path, isLost(event) ? 401 : 500);

const loginWalker: PortalWalker<LoginSnapshot> = {
  harness,
  person: FAST,
  startPath: '/customer-manager/login',
  actor: () => probed('customerManagerLogin'),
  serialize: serializeLogin,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.captcha') harness.failNext('post', CM_PATHS.captcha);
    if (event.type === 'xstate.error.actor.login') harness.failNext('post', CM_PATHS.login, 400);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'user.refreshCaptcha')
      return user.click(await screen.findByRole('button', { name: 'Yeni kod' }));
    if (event.type === 'user.chooseCaptcha') {
      const name = (event as { kind?: string }).kind === 'text' ? /yazılı soru istiyorum$/ : 'Görsele dön';
      return user.click(await screen.findByRole('button', { name }));
    }
    if (event.type === 'xstate.done.actor.otp') {
      const output = (event as { output?: { status?: string } }).output;
      const panel = await screen.findByRole('region', { name: 'SMS doğrulaması' });
      if (output?.status !== 'validated')
        return user.click(within(panel).getByRole('button', { name: 'Geri dön' }));
      await user.click(within(panel).getByLabelText('Doğrulama kodu, 1. hane'));
      return user.paste(harness.latestCode());
    }
    if (event.type === 'user.submit') {
      const answer = captchaAnswer(harness.sandbox.db)?.answer ?? '0';
      // Pasted, not typed key by key: the walk checks the flow, and each keystroke re-renders the form.
      const fill = async (field: HTMLElement, value: string) => {
        await user.click(field);
        await user.paste(value);
      };
      await fill(await screen.findByLabelText('Kullanıcı adı'), MANAGER.userName);
      await fill(screen.getByLabelText('Şifre'), MANAGER.password);
      await fill(screen.getByLabelText('Güvenlik kodunun sonucu'), answer);
      return user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    }
    return undefined; // the server's answers
  },
  isSettled: (s) =>
    !s.matches('loadingCaptcha') &&
    !s.matches('submitting') &&
    // The code is being checked: the step ends with the manager signed in or the password again.
    !(s.matches('secondFactor') && (s.children.otp as OtpRef | undefined)?.getSnapshot().hasTag('busy')),
  expectView: async (s) => {
    if (s.matches('signedIn')) {
      expect(await screen.findByRole('heading', { name: 'Portföyüm' })).toBeVisible();
      return;
    }
    expect(await screen.findByRole('heading', { name: 'Müşteri yöneticisi girişi' })).toBeVisible();
    if (s.matches('secondFactor')) {
      // Password and captcha are behind: only the code to the registered phone is asked.
      const panel = await screen.findByRole('region', { name: 'SMS doğrulaması' });
      expect(within(panel).getByLabelText('Doğrulama kodu, 1. hane')).toBeVisible();
      expect(panel).toHaveTextContent('505*****33');
      expect(screen.queryByRole('button', { name: 'Giriş yap' })).toBeNull();
      return;
    }
    if (s.matches('captchaFailed')) {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      expect(screen.queryByRole('img', { name: /^Güvenlik kodu görseli/ })).toBeNull();
    } else if (s.context.captchaKind === 'image') {
      expect(
        await screen.findByRole('img', { name: 'Güvenlik kodu görseli: iki sayının toplamı' }),
      ).toBeVisible();
      expect(screen.getByRole('button', { name: /yazılı soru istiyorum$/ })).toBeVisible();
    } else {
      expect(await screen.findByText(/^Şu kelimelerden kaçı bir \S+: .+\?$/)).toBeVisible();
      expect(screen.queryByRole('img', { name: /^Güvenlik kodu görseli/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Görsele dön' })).toBeVisible();
    }
    if (!s.matches('captchaFailed')) {
      expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeEnabled();
      if (s.context.loginError) expect(screen.getByRole('alert')).toHaveTextContent(/\S/);
    }
  },
};

/**
 * Each path's fresh sandbox gets the manager's session (as after the manager login) and a
 * portfolio long enough to page: twelve more companies in each portfolio, each with Can Öztürk
 * as an authorized person so every company has someone to log in as.
 */
let preparedFor: unknown;
function prepareManager() {
  const { db } = harness.sandbox;
  if (preparedFor === db) return;
  preparedFor = db;
  const manager = db
    .prepare('SELECT id FROM customer_managers WHERE user_name = ?')
    .get(MANAGER.userName) as {
    id: number;
  };
  const now = Date.now();
  db.prepare(
    'INSERT INTO customer_manager_sessions (token, manager_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  ).run(MANAGER_TOKEN, manager.id, now, now);
  const holding = db.prepare('SELECT id FROM holdings LIMIT 1').get() as { id: number };
  const fast = db.prepare('SELECT id FROM users WHERE user_name = ?').get(FAST.userName) as { id: number };
  for (let i = 0; i < 24; i++) {
    const ncst = String(1000300000 + i);
    db.prepare(
      `INSERT INTO companies (corporate_ncst, corporate_id, customer_ncst, holding_id, name, segment, product_id, position)
       VALUES (?, ?, ?, ?, ?, 'KOBI', ?, ?)`,
    ).run(
      ncst,
      String(3200000 + i),
      String(2000400000 + i),
      holding.id,
      `Anadolu Yapı ${i + 1}`,
      7100000 + i,
      100 + i,
    );
    db.prepare(
      'INSERT INTO customer_manager_portfolios (manager_id, corporate_ncst, portfolio_type, city) VALUES (?, ?, ?, ?)',
    ).run(manager.id, ncst, i % 2 === 0 ? 'PRIMARY' : 'SECONDARY', 'Bursa');
    // The portfolio's city is the company profile's (its registered address).
    const address = `Nilüfer OSB Mavi Cad. No: ${i + 1}, 16140 Nilüfer / Bursa`;
    insertCompanyProfile(db, ncst, {
      taxOffice: 'Nilüfer',
      taxNumber: String(6800200000 + i),
      billingAddress: address,
      deliveryAddress: address,
      registeredAddress: address,
    });
    db.prepare(
      'INSERT INTO user_companies (user_id, corporate_ncst, default_company, position) VALUES (?, ?, 0, ?)',
    ).run(fast.id, ncst, 100 + i);
  }
  sessionStorage.setItem(
    STORE_KEY,
    JSON.stringify({ managerToken: MANAGER_TOKEN, managerName: 'Selim Karaca' }),
  );
}

const dialog = () => screen.findByRole('dialog', { name: /yetkili kişiler$/ });

const portfolioWalker: PortalWalker<PortfolioSnapshot> = {
  harness,
  person: FAST,
  startPath: '/customer-manager/portfolio',
  actor: () => probed('customerManagerPortfolio'),
  serialize: serializePortfolio,
  arrange: (event) => {
    prepareManager();
    if (event.type === 'xstate.error.actor.portfolio') failWith(event, CM_PATHS.portfolio);
    if (event.type === 'xstate.error.actor.persons') failWith(event, CM_PATHS.persons);
    if (event.type === 'xstate.error.actor.customerToLogin') failWith(event, CM_PATHS.toLogin);
  },
  perform: async (user, event, before) => {
    switch (event.type) {
      case 'user.retry':
        return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
      case 'user.selectPortfolio':
        return user.click(await screen.findByRole('button', { name: /^İkincil portföy/ }));
      case 'user.filter': {
        const box = await screen.findByLabelText('Şirket adı veya müşteri numarası');
        await user.clear(box);
        await user.paste('anadolu');
        return user.click(screen.getByRole('button', { name: 'Filtrele' }));
      }
      case 'user.page': {
        const next = await screen.findByRole('button', { name: 'Sonraki' });
        return user.click(
          next.hasAttribute('disabled') ? screen.getByRole('button', { name: 'Önceki' }) : next,
        );
      }
      case 'user.selectCompany':
        return user.click((await screen.findAllByRole('button', { name: /yetkilileri gör$/ }))[0]!);
      case 'user.logout':
        return user.click(await screen.findByRole('button', { name: 'Çıkış yap' }));
      case 'user.closeCompany':
        return user.click(within(await dialog()).getByRole('button', { name: 'Kapat' }));
      case 'user.filterRole': {
        const select = within(await dialog()).getByLabelText('Yetkili türü') as HTMLSelectElement;
        const current = before.context.role ?? '';
        const other = [...select.options].map((o) => o.value).find((value) => value !== current) ?? '';
        return user.selectOptions(select, other);
      }
      case 'user.loginAs':
        return user.click(
          (await within(await dialog()).findAllByRole('button', { name: /adına giriş yap$/ }))[0]!,
        );
      default:
        return undefined; // the server's answers
    }
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('personsLoading') && !s.hasTag('loggingIn'),
  expectView: async (s) => {
    if (s.matches('signedOut')) {
      expect(await screen.findByRole('heading', { name: 'Müşteri yöneticisi girişi' })).toBeVisible();
      expect(sessionStorage.getItem(STORE_KEY)).toBeNull();
      return;
    }
    if (s.matches('adopted')) {
      expect(window.location.pathname).not.toBe('/customer-manager/portfolio');
      return;
    }
    if (s.matches({ portfolio: 'failed' })) {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      expect(screen.queryByRole('region', { name: 'Şirketler' })).toBeNull();
      return;
    }
    if (s.matches({ portfolio: 'ready' })) {
      expect(await screen.findByRole('heading', { name: 'Portföyüm' })).toBeVisible();
      const tab = s.context.portfolioType === 'PRIMARY' ? /^Birincil portföy/ : /^İkincil portföy/;
      expect(screen.getByRole('button', { name: tab })).toHaveAttribute('aria-pressed', 'true');
      const list = await screen.findByRole('region', { name: 'Şirketler' });
      expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
      expect(screen.queryByRole('dialog')).toBeNull();
      return;
    }
    const box = await dialog();
    if (s.matches({ company: 'failed' })) {
      expect(within(box).getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
    } else {
      expect((await within(box).findAllByRole('button', { name: /adına giriş yap$/ }))[0]).toBeEnabled();
      if (s.context.loginError) expect(within(box).getByRole('alert')).toHaveTextContent(/\S/);
    }
  },
};

describeModel(
  'customerManagerLogin',
  managerLoginMachine,
  { events: loginEvents, serialize: serializeLogin },
  loginWalker,
);

describeModel(
  'customerManagerPortfolio',
  portfolioMachine,
  { input: { managerToken: MANAGER_TOKEN }, events: portfolioEvents, serialize: serializePortfolio },
  portfolioWalker,
);
