/**
 * The fast-login chart through the real login page: window.open is the browser's, played by a
 * stand-in window (opened, blocked, closed, or posting a real sandbox login as the popup does).
 * The login page's chart, whose child it is, is walked here too: it passes the popup's reports
 * on and the finished login to the session.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import type { LoginResponse } from '../../src/api/types';
import { FAST_LOGIN_MESSAGE } from '../../src/lib/fastLoginChannel';
import { fastLoginMachine } from '../../src/machines/login/fastLoginMachine';
import { loginPageMachine } from '../../src/machines/login/loginPageMachine';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { openLoggedOut } from './support/loggedOutPortal';
import { modelHarness } from './support/modelFile';
import { describeModelWalk } from './support/modelSuite';
import { FAST } from './support/persons';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type Snapshot = ReturnType<typeof fastLoginMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

const harness = modelHarness();
const INPUT = { popupUrl: '/login/fast' };
/** The model's placeholder; the walk posts a real login of the sandbox instead. */
const MODEL_LOGIN = { pageToken: 'model' } as LoginResponse;

const candidates = (s: Snapshot): ModelEvent[] =>
  [
    { type: 'user.fastLogin' },
    { type: 'user.dismissNotice' },
    { type: 'popup.blocked' },
    { type: 'popup.closed' },
    { type: 'popup.loggedIn', response: MODEL_LOGIN },
  ].filter((event) => s.can(event as never));

const serialize = (s: Snapshot) => JSON.stringify(s.value);

/** The popup window as the page sees it: the walk closes it or posts from it. */
let popup: { closed: boolean; focus: () => void } | undefined;

async function perform(user: ReturnType<typeof userEvent.setup>, event: ModelEvent, next?: EventObject) {
  switch (event.type) {
    case 'user.fastLogin':
      // A popup blocker answers window.open with null; otherwise a window opens.
      popup = next?.type === 'popup.blocked' ? undefined : { closed: false, focus: () => {} };
      vi.spyOn(window, 'open').mockReturnValue((popup ?? null) as Window | null);
      return user.click(await screen.findByRole('button', { name: 'Hızlı giriş' }));
    case 'user.dismissNotice':
      return user.click(await screen.findByRole('button', { name: 'Uyarıyı kapat' }));
    case 'popup.closed':
      // The person closes the popup; the page gets the focus back.
      popup!.closed = true;
      return act(() => window.dispatchEvent(new FocusEvent('focus')));
    case 'popup.loggedIn': {
      const response = await harness.signIn(FAST);
      const data = { type: FAST_LOGIN_MESSAGE, response };
      return act(() =>
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: window.location.origin, source: popup as never }),
        ),
      );
    }
    default:
      return undefined; // popup.blocked comes by itself from window.open's null
  }
}

async function expectView(s: Snapshot) {
  if (s.matches('adopted')) {
    // The session took the login: the login page gives way to the portal.
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    return;
  }
  expect(await screen.findByRole('button', { name: 'Hızlı giriş' })).toBeVisible();
  const notice = screen.queryByText(/Hızlı giriş penceresi açılamadı/);
  if (s.matches('blocked')) expect(notice).toBeVisible();
  else expect(notice).toBeNull();
  const waiting = screen.queryByText(/Giriş açılan pencerede sürüyor/);
  if (s.matches('popupOpen')) expect(waiting).toBeVisible();
  else expect(waiting).toBeNull();
}

async function walk(path: ModelPath<Snapshot, EventObject>) {
  harness.reset();
  const view = openLoggedOut('/login');
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true });
  let i = 0;
  try {
    await screen.findByRole('button', { name: 'Hızlı giriş' });
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      await perform(user, step.event as ModelEvent, path[i + 1]?.event);
      // A blocked window.open answers at once: the open popup is never there to be seen.
      if (path[i + 1]?.event.type === 'popup.blocked') continue;
      const expected = serialize(step.state);
      await waitFor(() => expect(serialize(probed('fastLogin').getSnapshot() as Snapshot)).toBe(expected), {
        interval: 5,
      });
      await expectView(step.state);
    }
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type})`);
  } finally {
    view.unmount();
    vi.restoreAllMocks();
  }
}

describeModelWalk(
  'fastLogin',
  fastLoginMachine,
  { input: INPUT, events: candidates, serialize, minPaths: 3 },
  walk,
);

// --- the login page: what passes between the fast-login child, the edge and the session ----------

type PageSnapshot = ReturnType<typeof loginPageMachine.getInitialSnapshot>;
const PAGE_INPUT = { popupUrl: '/login/fast', withDevLogin: true };

const pageCandidates = (): ModelEvent[] => [
  { type: 'popup.requested', url: '/login/fast' },
  { type: 'popup.blocked' },
  { type: 'popup.closed' },
  { type: 'popup.loggedIn', response: MODEL_LOGIN },
  { type: 'login.completed', response: MODEL_LOGIN },
];

/** Plays the page's event the way the person and the popup cause it, from a fresh login page. */
async function performOnPage(user: ReturnType<typeof userEvent.setup>, event: ModelEvent) {
  switch (event.type) {
    case 'popup.requested':
      await perform(user, { type: 'user.fastLogin' });
      return expect(await screen.findByText(/Giriş açılan pencerede sürüyor/)).toBeVisible();
    case 'popup.blocked':
      await perform(user, { type: 'user.fastLogin' }, { type: 'popup.blocked' });
      return expect(await screen.findByText(/Hızlı giriş penceresi açılamadı/)).toBeVisible();
    case 'popup.closed':
      await perform(user, { type: 'user.fastLogin' });
      await screen.findByText(/Giriş açılan pencerede sürüyor/);
      await perform(user, event);
      return waitFor(() => expect(screen.queryByText(/Giriş açılan pencerede sürüyor/)).toBeNull());
    case 'popup.loggedIn':
    case 'login.completed':
      // The popup's login, and the completed login the child hands the page: the session takes it.
      await perform(user, { type: 'user.fastLogin' });
      await screen.findByText(/Giriş açılan pencerede sürüyor/);
      await perform(user, { type: 'popup.loggedIn' });
      return waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    default:
      return undefined; // the page's start
  }
}

async function walkPage(path: ModelPath<PageSnapshot, EventObject>) {
  harness.reset();
  const view = openLoggedOut('/login');
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true });
  let i = 0;
  try {
    await screen.findByRole('button', { name: 'Hızlı giriş' });
    for (i = 0; i < path.length; i += 1) await performOnPage(user, path[i]!.event as ModelEvent);
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type})`);
  } finally {
    view.unmount();
    vi.restoreAllMocks();
  }
}

describeModelWalk(
  'loginPage',
  loginPageMachine,
  { input: PAGE_INPUT, events: pageCandidates, serialize: (s: PageSnapshot) => JSON.stringify(s.value) },
  walkPage,
);
