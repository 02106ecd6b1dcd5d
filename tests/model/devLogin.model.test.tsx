/**
 * The development-only login chart through the real login page (Vitest runs a development build,
 * so the form is there): the sandbox of the walk is not in its test mode and refuses the fake
 * login as it would for anyone; the accepted path answers once with a real sandbox login.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { EventObject } from 'xstate';
import { ok } from '../../server/envelope';
import { endpoint } from '../../src/api/contract/catalogue';
import { devLoginMachine } from '../../src/machines/login/devLoginMachine';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { openLoggedOut } from './support/loggedOutPortal';
import { modelHarness } from './support/modelFile';
import { describeModelWalk } from './support/modelSuite';
import { FAST } from './support/persons';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type Snapshot = ReturnType<typeof devLoginMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

const harness = modelHarness();
const FAKE_LOGIN_URL = `${window.location.origin}/api${endpoint('fakeLogin').path}`;

const candidates = (s: Snapshot): ModelEvent[] =>
  [
    { type: 'user.devLogin', userName: FAST.userName },
    { type: 'user.dismissNotice' },
    { type: 'xstate.done.actor.fakeLogin', output: {} },
    { type: 'xstate.error.actor.fakeLogin', error: new Error('refused') },
  ].filter((event) => s.can(event as never));

const serialize = (s: Snapshot) => JSON.stringify(s.value);

const form = () => screen.findByRole('form', { name: 'Geliştirici girişi' });

async function perform(user: ReturnType<typeof userEvent.setup>, event: ModelEvent, next?: EventObject) {
  switch (event.type) {
    case 'user.devLogin': {
      if (next?.type === 'xstate.done.actor.fakeLogin') {
        // The test mode's answer: a real login of the sandbox, as the fake-login row opens one.
        const response = await harness.signIn(FAST);
        harness.server.use(http.post(FAKE_LOGIN_URL, () => HttpResponse.json(ok(response)), { once: true }));
      }
      return user.click(within(await form()).getByRole('button', { name: 'Doğrulamasız giriş' }));
    }
    case 'user.dismissNotice':
      return user.click(within(await form()).getByRole('button', { name: 'Uyarıyı kapat' }));
    default:
      return undefined; // the answer comes by itself
  }
}

async function expectView(s: Snapshot) {
  if (s.matches('adopted')) {
    // The session took the login: the login page gives way to the portal.
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    return;
  }
  const box = await form();
  const button = within(box).getByRole('button', { name: 'Doğrulamasız giriş' });
  if (s.matches('calling')) expect(button).toBeDisabled();
  else expect(button).toBeEnabled();
  const refusal = within(box).queryByRole('button', { name: 'Uyarıyı kapat' });
  if (s.matches('failed')) expect(refusal).toBeVisible();
  else expect(refusal).toBeNull();
}

async function walk(path: ModelPath<Snapshot, EventObject>) {
  harness.reset();
  const view = openLoggedOut('/login');
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true });
  let i = 0;
  try {
    await form();
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      await perform(user, step.event as ModelEvent, path[i + 1]?.event);
      // The call answers at once: its busy state is passed before it can be seen.
      if (step.state.matches('calling')) continue;
      const expected = serialize(step.state);
      await waitFor(() => expect(serialize(probed('devLogin').getSnapshot() as Snapshot)).toBe(expected), {
        interval: 5,
      });
      await expectView(step.state);
    }
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type})`);
  } finally {
    view.unmount();
  }
}

describeModelWalk('devLogin', devLoginMachine, { events: candidates, serialize }, walk);
