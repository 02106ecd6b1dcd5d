import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import type { EventObject } from 'xstate';
import { emitReaction } from '../../src/actors/http/events';
import { Overlays } from '../../src/app/Overlays';
import { SessionHost } from '../../src/app/SessionHost';
import { MESSAGE_MS, NOTIFICATION_MS, shellMachine } from '../../src/machines/shell/shellMachine';
import { type ShellRef, useShellRef } from '../../src/views/shared/sessionActor';
import { candidateEvents, type ShellSnapshot, type ShellWorld, serializeShell } from './shell.world';
import { recordCoverage } from './support/coverage';
import { edgeCoveringPaths, type ModelPath } from './support/edgePaths';
import { walkEvery } from './support/modelSuite';

let probe: ShellRef | undefined;

function Probe() {
  probe = useShellRef();
  return null;
}

const shell = () => {
  if (!probe) throw new Error('overlays not rendered');
  return probe;
};

/** The page the person came from and the one they are on, for the 403 modal's "back". */
const FROM = '/';
const ON = '/login';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Waits in real time: Testing Library's waitFor moves the fake clock 50 ms a try and gives up after
 * a fake second, which a loaded machine misses. The fake clock creeps 1 ms a try, for the browser's
 * own zero-delay tasks (history.back), far below the 3 s of a notification.
 */
async function eventually(check: () => void, ms = 4000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      act(() => vi.advanceTimersByTime(1));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

async function dismiss(user: User, world: ShellWorld, before: ShellSnapshot) {
  if (world.dismiss === 'click') {
    return user.click(screen.getAllByRole('button', { name: 'Bildirimi kapat' })[0]!);
  }
  // Its own time, to the millisecond: one less and it is still there.
  const delay = before.context.notifications[0]!.kind === 'error' ? NOTIFICATION_MS : MESSAGE_MS;
  act(() => vi.advanceTimersByTime(delay - 1));
  expect(screen.getAllByRole('button', { name: 'Bildirimi kapat' })).toHaveLength(1);
  act(() => vi.advanceTimersByTime(1));
}

/** Does what the HTTP layer, the app or the person does to cause the step's event. */
async function perform(user: User, world: ShellWorld, step: { event: EventObject }, before: ShellSnapshot) {
  const event = step.event as EventObject & Record<string, unknown>;
  switch (event.type) {
    case 'http.reaction':
      return act(() => emitReaction(event.reaction as never));
    case 'notify.show':
    case 'loader.show':
    case 'loader.hide':
    // The portal's layout and the search box send these (src/app/shell/PortalLayout.tsx), not
    // rendered here: the test plays them.
    case 'search.start':
    case 'search.release':
    case 'search.summon':
      // Nothing in the app sends these yet: the test plays the screen that will.
      return act(() => shell().send(event as never));
    case 'expressMenu.show':
    case 'expressMenu.hide':
      // The header sends these as it shows and leaves (src/app/shell/ShellExpressMenu.tsx); the walk
      // hands over a stand-in chart, as no sandbox answers the real one's call here.
      return act(() => shell().send(event as never));
    case 'notify.dismiss':
      return dismiss(user, world, before);
    case 'modal.close': {
      await user.click(screen.getByRole('button', { name: 'Tamam' }));
      if (before.context.modal?.then === 'back')
        await eventually(() => expect(window.location.pathname).toBe(FROM));
      else expect(window.location.pathname).toBe(ON);
      return undefined;
    }
    default:
      return undefined;
  }
}

/** What the person sees in each state. */
async function expectView(s: ShellSnapshot) {
  const { notifications, modal } = s.context;
  const shown = screen.queryAllByRole('button', { name: 'Bildirimi kapat' });
  expect(shown).toHaveLength(notifications.length);
  for (const n of notifications)
    expect(screen.getAllByRole(n.kind === 'error' ? 'alert' : 'status').map((e) => e.textContent)).toContain(
      `${n.message}×Bildirimi kapat`,
    );
  if (modal) {
    await eventually(() =>
      expect(screen.getByRole('dialog', { name: 'Bilgilendirme' })).toHaveTextContent(modal.message),
    );
  } else await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The menu's child runs exactly while the header shows it.
  const child = shell().getSnapshot().context.expressMenu;
  if (s.context.expressMenu) expect(child?.getSnapshot().status).toBe('active');
  else expect(child).toBeUndefined();
  // The search child runs exactly while the context holds it; no other child runs.
  const children = Object.keys(shell().getSnapshot().children as Record<string, unknown>);
  expect(children.length).toBe((s.context.search === undefined ? 0 : 1) + (s.context.expressMenu ? 1 : 0));
  if (s.hasTag('loader')) expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
  else expect(screen.queryByText('Yükleniyor')).toBeNull();
}

async function walk(world: ShellWorld, path: ModelPath<ShellSnapshot, EventObject>) {
  window.history.replaceState(null, '', FROM);
  window.history.pushState(null, '', ON);
  // The dismissals are timed: the test owns the clock, so a slow step never loses a notification.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library drains its async utilities with setTimeout; it advances fake timers only for "jest".
  Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <BrowserRouter>
      <SessionHost>
        <Overlays />
        <Probe />
      </SessionHost>
    </BrowserRouter>,
  );
  let i = 0;
  try {
    // The host renders its pages once the landing page's code is there (the login screen here).
    await eventually(() => shell());
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      await perform(user, world, step, i === 0 ? step.state : path[i - 1]!.state);
      expect(serializeShell(shell().getSnapshot())).toBe(serializeShell(step.state));
      await expectView(step.state);
    }
  } catch (error) {
    const actual = probe ? serializeShell(probe.getSnapshot()) : 'no overlays';
    throw new Error(
      `${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type}), url ${window.location.pathname}\n  machine: ${actual}\n  page: ${document.body.textContent?.slice(0, 300)}`,
    );
  } finally {
    view.unmount();
    probe = undefined;
    vi.useRealTimers();
    Reflect.deleteProperty(globalThis, 'jest');
  }
}

const describeWorld = (label: string, world: ShellWorld) =>
  describe(`shell model: ${label}`, () => {
    const all = edgeCoveringPaths(shellMachine, {
      events: candidateEvents(world) as never,
      serializeState: serializeShell as never,
    }) as ModelPath<ShellSnapshot, EventObject>[];
    // A timed world is about the clock: only its paths that dismiss something are walked.
    const paths =
      world.dismiss === 'timer' ? all.filter((p) => p.some((s) => s.event.type === 'notify.dismiss')) : all;
    recordCoverage('shell', shellMachine, paths as never);

    it('has paths to walk', () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    it('walks every path through the overlays', async () => {
      await walkEvery('shell', paths, (path) => walk(world, path));
    }, 120_000);
  });

describeWorld('the person closes notifications', {
  name: 'click',
  dismiss: 'click',
  sources: ['notify.show', 'http.reaction'],
  maxNotifications: 2,
  expressMenu: true,
  // The header's two children in the one untimed world (a timed world walks only its dismissals).
  search: true,
});
describeWorld('an error notification leaves after 4.5 s', {
  name: 'error-timer',
  dismiss: 'timer',
  sources: ['http.reaction'],
  maxNotifications: 1,
  expressMenu: false,
});
describeWorld('a message leaves after 3 s', {
  name: 'message-timer',
  dismiss: 'timer',
  sources: ['notify.show'],
  maxNotifications: 1,
  expressMenu: false,
});
