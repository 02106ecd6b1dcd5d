/**
 * The login child (src/machines/session/loginMachine.ts) through the real login page against the
 * sandbox: the form (a refusal, editing it away), the SMS code (cancelled, or entered), and a login
 * completed elsewhere (session.adopt, as the fast-login popup or a seamless token hands it over).
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import type { LoginResponse } from '../../src/api/types';
import { loginMachine } from '../../src/machines/session/loginMachine';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { openLoggedOut } from './support/loggedOutPortal';
import { modelHarness } from './support/modelFile';
import { describeModelWalk } from './support/modelSuite';
import { FAST } from './support/persons';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type Snapshot = ReturnType<typeof loginMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

const harness = modelHarness();
/** The model's placeholders; the walk uses the sandbox's real challenge and login instead. */
const MODEL_LOGIN = { pageToken: 'model' } as LoginResponse;
const CHALLENGE = { transactionId: 'model', maskedMsisdn: '5**', expiresInSeconds: 300, resendInSeconds: 30 };
const refused = () => Object.assign(new Error('Kullanıcı adı veya şifre hatalı.'), { httpStatus: 400 });

const candidates = (s: Snapshot): ModelEvent[] =>
  [
    { type: 'user.submitCredentials', userName: FAST.userName, password: FAST.password },
    { type: 'user.editCredentials' },
    { type: 'xstate.done.actor.credentials', output: CHALLENGE },
    { type: 'xstate.error.actor.credentials', error: refused() },
    {
      type: 'xstate.done.actor.otp',
      output: { status: 'validated', transactionId: 'model', result: MODEL_LOGIN },
    },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'session.adopt', response: MODEL_LOGIN },
  ].filter((event) => s.can(event as never));

const serialize = (s: Snapshot) =>
  JSON.stringify({ value: s.value, problem: s.context.problem !== undefined });

async function perform(user: ReturnType<typeof userEvent.setup>, event: ModelEvent, next?: EventObject) {
  switch (event.type) {
    case 'user.submitCredentials': {
      const wrong = next?.type === 'xstate.error.actor.credentials';
      const name = await screen.findByLabelText('Kullanıcı adı');
      const password = screen.getByLabelText('Şifre');
      await user.clear(name);
      await user.type(name, FAST.userName);
      await user.clear(password);
      await user.type(password, wrong ? 'Yanlis.0000' : FAST.password);
      return user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    }
    case 'user.editCredentials':
      // The person starts typing the password again after the refusal.
      return user.type(await screen.findByLabelText('Şifre'), 'x');
    case 'xstate.done.actor.otp':
      if ((event.output as { status: string }).status === 'cancelled')
        return user.click(await screen.findByRole('button', { name: 'Geri dön' }));
      await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
      return user.keyboard(harness.latestCode());
    case 'session.adopt': {
      // A real session of the sandbox, handed to the page as the popup's message would.
      const response = await harness.signIn(FAST);
      return act(() => probed('session').send({ type: 'session.adopt', response }));
    }
    default:
      return undefined; // the sandbox answers by itself
  }
}

async function expectView(s: Snapshot) {
  if (s.matches('signedIn')) {
    // The session took the login: the login page gives way to the portal.
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    return;
  }
  if (s.matches('otp')) {
    expect(await screen.findByLabelText('Doğrulama kodu, 1. hane')).toBeVisible();
    return;
  }
  expect(await screen.findByRole('button', { name: 'Giriş yap' })).toBeVisible();
  // A refusal shows until the person edits a field; then it is gone, not left beside new input.
  if (s.context.problem) expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
  else expect(screen.queryByText('Kullanıcı adı veya şifre hatalı.')).toBeNull();
}

async function walk(path: ModelPath<Snapshot, EventObject>) {
  harness.reset();
  const view = openLoggedOut('/login');
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true });
  let i = 0;
  try {
    await screen.findByRole('button', { name: 'Giriş yap' });
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      await perform(user, step.event as ModelEvent, path[i + 1]?.event);
      if (step.state.hasTag('busy')) continue;
      const expected = serialize(step.state);
      await waitFor(() => expect(serialize(probed('login').getSnapshot() as Snapshot)).toBe(expected), {
        timeout: 20_000,
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

describeModelWalk('login', loginMachine, { input: {}, events: candidates, serialize, minPaths: 3 }, walk);
