/**
 * The seamless-login chart through the real /seamless-login page and the sandbox: a token minted
 * as another operator channel would is exchanged; a used one is refused; no token asks nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { findUserByName } from '../../server/db/directory';
import { mintSeamlessToken } from '../../server/entry/tokens';
import type { LoginResponse } from '../../src/api/types';
import { seamlessLoginMachine } from '../../src/machines/entry/seamlessLoginMachine';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { openLoggedOut } from './support/loggedOutPortal';
import { modelHarness } from './support/modelFile';
import { describeModelWalk } from './support/modelSuite';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type Snapshot = ReturnType<typeof seamlessLoginMachine.getInitialSnapshot>;

const harness = modelHarness();

const candidates = (s: Snapshot): EventObject[] =>
  [
    { type: 'xstate.done.actor.seamlessLoginData', output: { pageToken: 'model' } as LoginResponse },
    { type: 'xstate.error.actor.seamlessLoginData', error: new Error('Bu giriş bağlantısı kullanılmış.') },
  ].filter((event) => s.can(event as never));

const serialize = (s: Snapshot) => JSON.stringify(s.value);

/** A fresh token of the sandbox; used once already when the path expects a refusal. */
function tokenFor(path: ModelPath<Snapshot, EventObject>): string {
  const db = harness.sandbox.db;
  const token = mintSeamlessToken(db, findUserByName(db, 'hizli.kullanici')!.id, Date.now());
  if (path.some((step) => step.event.type === 'xstate.error.actor.seamlessLoginData')) {
    db.prepare('UPDATE seamless_login_tokens SET used_at = ? WHERE token = ?').run(Date.now(), token);
  }
  return token;
}

async function expectView(s: Snapshot) {
  if (s.matches('refused')) {
    expect(await screen.findByRole('heading', { name: 'Bu bağlantıyla giriş yapılamadı' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kullanıcı adı ve şifreyle giriş yap' })).toBeVisible();
  } else if (s.matches('adopted')) {
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  }
}

async function walk(withToken: boolean, path: ModelPath<Snapshot, EventObject>) {
  harness.reset();
  const query = withToken ? `?token=${tokenFor(path)}` : '';
  const view = openLoggedOut(`/seamless-login${query}`);
  let i = 0;
  try {
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      if (step.state.hasTag('busy') && !step.state.matches('adopted')) continue;
      const expected = serialize(step.state);
      await waitFor(
        () => expect(serialize(probed('seamlessLogin').getSnapshot() as Snapshot)).toBe(expected),
        {
          interval: 5,
        },
      );
      await expectView(step.state);
    }
  } catch (error) {
    throw new Error(`${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type})`);
  } finally {
    view.unmount();
  }
}

describe.each([
  ['a link with a token', true],
  ['a link without a token', false],
])('seamlessLogin model: %s', (_, withToken) => {
  const input = { token: withToken ? 'model-token' : null };
  describeModelWalk(
    'seamlessLogin',
    seamlessLoginMachine,
    { input, events: candidates, serialize, minPaths: 1 },
    (path) => walk(withToken, path),
  );
});
