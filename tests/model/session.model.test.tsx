import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import type { EventObject } from 'xstate';
import { resetHttpClient } from '../../src/actors/http';
import { emitMenuRefresh } from '../../src/actors/http/events';
import { endpoint } from '../../src/api/contract/catalogue';
import type { TermsDocument } from '../../src/api/types';
import { AppRoutes } from '../../src/app/AppRoutes';
import { Overlays } from '../../src/app/Overlays';
import { SessionHost } from '../../src/app/SessionHost';
import { FAST_LOGIN_MESSAGE } from '../../src/lib/fastLoginChannel';
import { applyLoginResponse, EMPTY_SESSION, writeStoredSession } from '../../src/lib/sessionSnapshot';
import { PATHS } from '../../src/machines/session/sessionEvents';
import { sessionMachine } from '../../src/machines/session/sessionMachine';
import { loadStepCode } from '../../src/machines/session/stepCode';
import { type SessionRef, useSessionRef } from '../../src/views/shared/sessionActor';
import { closeSurveyIfDue } from './session.survey';
import {
  candidateEvents,
  FAILING_ROWS,
  isSwitching,
  SWITCH_REFUSED,
  SWITCH_ROW,
  serializeSession,
  type World,
  worldInput,
} from './session.world';
import { recordCoverage } from './support/coverage';
import { edgeCoveringPaths, type ModelPath } from './support/edgePaths';
import { modelHarness } from './support/modelFile';
import { walkEvery } from './support/modelSuite';

type Snapshot = ReturnType<typeof sessionMachine.getInitialSnapshot>;

const harness = modelHarness();
let probe: SessionRef | undefined;

function Probe() {
  probe = useSessionRef();
  return null;
}

const session = () => {
  if (!probe) throw new Error('portal not rendered');
  return probe;
};

/** Arranges the back end for the outcome the next step expects (an invoke starts one step early). */
function arrange(next: EventObject | undefined) {
  if (next?.type === SWITCH_REFUSED.type && (next as typeof SWITCH_REFUSED).output.kind === 'refused') {
    const row = endpoint(SWITCH_ROW);
    harness.failNext(row.method.toLowerCase() as 'post', row.path);
    return;
  }
  const match = next?.type.match(/^xstate\.error\.actor\.(\w+)$/);
  if (!match) return;
  const actor = match[1]!;
  if (
    actor === 'sessionControl' &&
    (next as unknown as { error: { httpStatus: number } }).error.httpStatus === 401
  ) {
    harness.revokeSessions();
    return;
  }
  const rowName = FAILING_ROWS[actor];
  if (!rowName) return;
  const row = endpoint(rowName);
  harness.failNext(row.method.toLowerCase() as 'get', row.path);
}

/**
 * An address typed or a back/forward step. The router takes it in as a transition: the async act
 * lets React finish that render (a sync act could return with it still pending under load, and the
 * machine never heard of the address), then the step waits until the portal has caught up with the
 * address bar (a redirect it makes moves both).
 */
async function navigateTo(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // A ceiling, not a budget (as walkPortal's): a login answer on a busy host took longer than 4 s.
  await waitFor(() => expect(session().getSnapshot().context.path).toBe(window.location.pathname), {
    timeout: 20_000,
  });
}

const corporateName = (ncst: string) =>
  session()
    .getSnapshot()
    .context.session.easyLoginCorporateList.find((c) => c.corporateNcst === ncst)?.corporateName ?? ncst;

/**
 * A button of the portal's header, looked for in the header as a person would: a role query names
 * every button it considers, and the page below the header holds dozens of them.
 */
const headerButton = (name: RegExp) => within(screen.getByRole('banner')).getByRole('button', { name });

/**
 * The header's menu button once the real menu is there: its look-alike (AfterFirstPaint) gives way
 * after the first paint, and a click on an element that has just gone would be lost.
 */
function headerMenuButton(name: RegExp) {
  return waitFor(() => {
    const button = headerButton(name);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    return button;
  });
}

async function openUserMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await headerMenuButton(/Kullanıcı menüsü/));
}

/** Does what a person, the clock or the server does to cause the step's event. */
async function perform(
  user: ReturnType<typeof userEvent.setup>,
  world: World,
  step: { event: EventObject },
  before: Snapshot,
  next: EventObject | undefined,
) {
  const event = step.event as EventObject & Record<string, unknown>;
  arrange(next);
  switch (event.type) {
    case 'route.changed':
      return navigateTo(event.path as string);
    case 'xstate.done.actor.login': {
      if ((event.output as { way: string }).way === 'elsewhere') {
        // A login completed elsewhere (the fast-login popup, a seamless token): a real session of
        // the sandbox, handed to the page as the popup's message or the token page would; the
        // router passes it to the login child, which ends with it.
        const login = await harness.signIn(world);
        resetHttpClient();
        return act(() => session().send({ type: 'session.adopt', response: login }));
      }
      // The form and its SMS code (each login starts from the seed, as the model's answers do).
      harness.reset();
      resetHttpClient();
      await user.type(await screen.findByLabelText('Kullanıcı adı'), world.userName);
      await user.type(screen.getByLabelText('Şifre'), world.password);
      await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
      await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
      return user.keyboard(harness.latestCode());
    }
    case 'xstate.done.actor.terms': {
      // Nothing pending ends the step by itself; otherwise every document is ticked and confirmed.
      if (before.context.session.termsApproved === 1 || world.terms.length === 0) return undefined;
      await screen.findByRole('heading', { name: 'Sözleşme onayı' });
      for (const term of world.terms)
        await user.click(await screen.findByRole('checkbox', { name: new RegExp(term.title) }));
      return user.click(await screen.findByRole('button', { name: 'Onayla ve devam et' }));
    }
    case 'xstate.done.actor.corporateSelection': {
      // After the header switcher's choice the change ends by itself.
      if (isSwitching(before)) return undefined;
      const output = event.output as { kind: string; login?: { corporateNcst: string } };
      const ncst = output.login?.corporateNcst ?? before.context.session.user?.corporateNcst ?? '';
      return user.click(
        await screen.findByRole('button', { name: `Bu şirketle devam et (${corporateName(ncst)})` }),
      );
    }
    case 'corporate.listChanged': {
      const chosen = (event.corporates as { corporateNcst: string; defaultCompany: boolean }[]).find(
        (c) => c.defaultCompany,
      );
      return user.click(
        await screen.findByRole('button', {
          name: `Varsayılan yap (${corporateName(chosen?.corporateNcst ?? '')})`,
        }),
      );
    }
    case 'user.selectCorporate': {
      // The header switcher, from any page.
      const name = corporateName(event.corporateNcst as string);
      await user.click(await headerMenuButton(/Aktif şirket/));
      return user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${name}`) }));
    }
    case 'user.dismissSwitchRefusal': {
      const sentence = await screen.findByText('Şirket değiştirilemedi.');
      const banner = sentence.closest('[data-banner="switch-refusal"]') as HTMLElement;
      return user.click(within(banner).getByRole('button', { name: 'Kapat' }));
    }
    case 'user.menuSelected':
      return user.click(
        within(await screen.findByRole('navigation', { name: 'Ana menü' })).getByRole('link', {
          name: 'Sözleşmeler',
        }),
      );
    case 'user.logout':
      await openUserMenu(user);
      return user.click(await screen.findByRole('menuitem', { name: 'Çıkış yap' }));
    case 'user.acknowledgeExpiry':
      return user.click(await screen.findByRole('button', { name: 'Tekrar giriş yap' }));
    case 'session.expired':
      harness.expireSessions();
      return act(() => session().send({ type: 'session.poll' }));
    case 'session.unauthorized':
      harness.revokeSessions();
      return act(() => session().send({ type: 'session.poll' }));
    case 'entry.external':
      // A link from outside: /ext with its target; its page tells the session.
      return navigateTo(`/ext?target=${encodeURIComponent(event.target as string)}`);
    case 'session.poll':
      // The clock's tick: the poller is a callback actor, the test plays it.
      return act(() => session().send({ type: 'session.poll' }));
    case 'menu.refresh':
      return act(() => emitMenuRefresh());
    case 'survey.displayed':
      if (window.location.pathname !== PATHS.dashboard) await navigateTo(PATHS.dashboard);
      await closeSurveyIfDue(user, session());
      return expect(session().getSnapshot().context.session.customerSurveyDisplayed).toBe(true);
    default:
      // Actor outcomes: the back end answers by itself (arranged one step earlier).
      return undefined;
  }
}

/**
 * A state the walk can compare: not while a call is on its way, and not while a child ends by
 * itself (terms with nothing pending, the header switcher's change of company).
 */
const isSettled = (s: Snapshot) =>
  !s.hasTag('busy') &&
  !s.matches({ authenticated: { menu: 'refreshing' } }) &&
  !s.matches({ authenticated: { monitor: 'checking' } }) &&
  !isSwitching(s) &&
  !(s.matches({ authenticated: { flow: 'terms' } }) && s.context.session.termsApproved === 1);

/** A refused header switch is said above the page, with the portal's sentence, until closed. */
function expectRefusal(s: Snapshot) {
  const refusal = screen.queryByText('Şirket değiştirilemedi.')?.closest('[role="alert"]');
  if (s.context.switchRefusal) {
    expect(refusal).toBeVisible();
    // The HTTP layer's sentence for a failed call, and that nothing changed.
    expect(refusal).toHaveTextContent(
      /İşleminizi şu an gerçekleştiremiyoruz\..*Aktif şirketiniz değişmedi\./,
    );
  } else expect(refusal ?? null).toBeNull();
}

/** What the person sees in each settled state. */
async function expectView(s: Snapshot) {
  if (s.matches('anonymous')) expect(await screen.findByRole('button', { name: 'Giriş yap' })).toBeVisible();
  else if (s.hasTag('view:terms'))
    expect(await screen.findByRole('heading', { name: 'Sözleşme onayı' })).toBeVisible();
  else if (s.matches({ authenticated: { flow: 'corporateSelection' } })) {
    expect(await screen.findByRole('heading', { name: 'Şirket seçimi' })).toBeVisible();
    expectRefusal(s);
  } else if (s.hasTag('view:portal')) {
    // Queried afresh on each try: the button's look-alike gives way to the real menu after the
    // first paint (AfterFirstPaint), and an element found before the swap is no longer there.
    await waitFor(() => expect(headerButton(/Kullanıcı menüsü/)).toBeVisible());
    expectRefusal(s);
  } else if (s.hasTag('view:expired')) expect(await screen.findByText('Oturumunuz sona erdi')).toBeVisible();
  else if (s.hasTag('view:handedOver')) {
    // The popup posted its login to the opener, to this origin only, and closed.
    expect(popupOpener.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: FAST_LOGIN_MESSAGE }),
      window.location.origin,
    );
    expect(window.close).toHaveBeenCalled();
  }
}

/** The page that opened the fast-login popup, as the popup sees it (world.popup). */
const popupOpener = { closed: false, location: window.location, postMessage: vi.fn() };

function standInOpener(world: World) {
  if (!world.popup) return () => {};
  popupOpener.postMessage.mockClear();
  Object.defineProperty(window, 'opener', { value: popupOpener, configurable: true });
  const close = vi.spyOn(window, 'close').mockImplementation(() => {});
  return () => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
    close.mockRestore();
  };
}

async function walk(world: World, path: ModelPath<Snapshot, EventObject>) {
  // A reload world starts where a login left off: a copy of the seed with the person's session.
  if (!world.loggedIn) harness.reset();
  const login = world.loggedIn ? await harness.signIn(world) : undefined;
  resetHttpClient();
  localStorage.clear();
  if (login) writeStoredSession(applyLoginResponse(EMPTY_SESSION, login));
  window.history.replaceState(null, '', world.startPath);
  const removeOpener = standInOpener(world);
  // As in walkPortal.ts: no hover and no pointer-events check (jsdom has no style sheets).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true });
  const view = render(
    <BrowserRouter>
      <SessionHost>
        <AppRoutes />
        <Overlays />
        <Probe />
      </SessionHost>
    </BrowserRouter>,
  );
  let i = 0;
  const arranged = new Set<number>();
  try {
    // A reload's first render is a transition: on a busy machine the session actor can be made
    // after the walk's first navigation. Start once the portal has taken in the address it opened.
    if (world.loggedIn) {
      await waitFor(() => expect(probe?.getSnapshot().context.path).toBe(window.location.pathname), {
        timeout: 20_000,
      });
    }
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      const before = i === 0 ? step.state : path[i - 1]!.state;
      if (probe) await closeSurveyIfDue(user, probe);
      // The steps' code is loaded once and then at hand: the step after it starts its call within
      // this step already, so its outcome is arranged now (a refused switch's failing call).
      const at = path.findIndex((later, j) => j > i && later.event.type !== 'xstate.done.actor.stepCode');
      // Each outcome once: a failure arranged twice would fail the next path's call too.
      const next = at >= 0 && !arranged.has(at) ? path[at] : undefined;
      if (at >= 0) arranged.add(at);
      await perform(user, world, step, before, next?.event);
      if (!isSettled(step.state)) continue;
      const expected = serializeSession(step.state);
      await waitFor(() => expect(serializeSession(session().getSnapshot())).toBe(expected), {
        timeout: 20_000,
      });
      await closeSurveyIfDue(user, session());
      await expectView(step.state);
    }
  } catch (error) {
    const actual = probe ? serializeSession(probe.getSnapshot()) : 'no portal';
    throw new Error(
      `${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type}), url ${window.location.pathname}\n  machine: ${actual}\n  page: ${document.body.textContent?.slice(0, 300)}`,
    );
  } finally {
    view.unmount();
    removeOpener();
    probe = undefined;
  }
}

async function buildWorld(
  name: string,
  userName: string,
  password: string,
  loggedIn: boolean,
  startPath: string,
  kind: Pick<World, 'popup' | 'entries'> = {},
) {
  const login = await harness.signIn({ userName, password });
  const terms = harness.sandbox.db
    .prepare('SELECT id, title, version FROM terms_documents ORDER BY id')
    .all()
    .map((t) => ({ ...(t as object), paragraphs: [] })) as unknown as TermsDocument[];
  return {
    name,
    userName,
    password,
    loggedIn,
    startPath,
    login,
    terms: login.isTermApproved ? [] : terms,
    ...kind,
  };
}

const only = process.env.MODEL_WORLD;

const describeWorld = (label: string, make: () => Promise<World>) =>
  (only && !label.includes(only) ? describe.skip : describe)(`session model: ${label}`, () => {
    let world: World;
    let paths: ModelPath<Snapshot, EventObject>[] = [];

    beforeAll(async () => {
      world = await make();
      // The paths are made from the chart without running its actors; a step's child is made from
      // its code, which the walk's `xstate.done.actor.stepCode` stands for (stepCode.ts).
      await loadStepCode();
      paths = edgeCoveringPaths(sessionMachine, {
        input: worldInput(world),
        events: candidateEvents(world) as never,
        serializeState: serializeSession as never,
      }) as never;
      recordCoverage('session', sessionMachine, paths, worldInput(world));
    });

    it('has paths to walk', () => {
      // The popup walks only the way in: the login child's end, handed over (its form is login.model's).
      expect(paths.length).toBeGreaterThan(world.popup ? 0 : 3);
    });

    it('walks every path through the real views and the sandbox', async () => {
      await walkEvery('session', paths, (path) => walk(world, path));
    }, 600_000);
  });

describeWorld('a new person (terms, three companies) opens the portal', () =>
  buildWorld('demo', 'demo.yonetici', 'Demo.2026!', false, '/'),
);
describeWorld('a returning person (one company) opens the portal', () =>
  buildWorld('hizli', 'hizli.kullanici', 'Hizli.2026!', false, '/', { entries: true }),
);
describeWorld('a logged-in person reloads a page', () =>
  buildWorld('reload', 'hizli.kullanici', 'Hizli.2026!', true, '/dashboard', { entries: true }),
);
describeWorld('a person logs in in the fast-login popup', () =>
  buildWorld('popup', 'hizli.kullanici', 'Hizli.2026!', false, '/login/fast', { popup: true }),
);
describeWorld('a logged-in person reloads corporate selection', () =>
  buildWorld('reload-corporate', 'hizli.kullanici', 'Hizli.2026!', true, '/corporate-selection'),
);
