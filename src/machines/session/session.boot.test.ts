import { createActor, waitFor } from 'xstate';
import {
  child,
  clearBrowserState,
  start,
  stored,
  storedKeys,
  submitCredentials,
} from '../../../tests/support/sessionHarness';
import { ACTION_TYPES, analytics } from '../../lib/analytics';
import { EMPTY_SESSION } from '../../lib/sessionSnapshot';
import { CHALLENGE, LOGGED_IN, SEVERAL_CORPORATES, USER } from './sessionFixtures';
import { sessionMachine } from './sessionMachine';

/** The session router with its children: boot and the routes while logged out (harness: tests/support/sessionHarness.ts). */
beforeEach(clearBrowserState);

describe('sessionMachine', () => {
  describe('boot (spec §4 "logged in")', () => {
    it('writes nothing itself: navigation, storage and analytics are effects it emits', () => {
      const menuEvent = { menuName: 'Faturalar', menuUrl: '/p/invoices' };
      const emitted: string[] = [];
      const actor = createActor(sessionMachine, {
        input: { session: { ...LOGGED_IN, menuEvent }, path: '/' },
      });
      actor.on('*', (effect) => emitted.push(effect.type));
      actor.start();
      expect(storedKeys()).toEqual([]);
      expect(analytics.events()).toEqual([]);
      expect(emitted).toEqual(['analytics', 'storeSession', 'navigate']);
      actor.stop();
    });

    it('its snapshot is data: it serializes with its children, and a restored session goes on where it was', async () => {
      const { actor } = start({ session: SEVERAL_CORPORATES, path: '/' });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'corporateSelection' } }));
      await child(actor, 'corporateSelection');
      const persisted = actor.getPersistedSnapshot();
      const text = JSON.stringify(persisted);
      expect(JSON.parse(text)).toEqual(persisted);
      // The children are in it as their own data: the company list is the child's, not the router's.
      const children = (JSON.parse(text) as { children: Record<string, { snapshot: { context?: object } }> })
        .children;
      expect(Object.keys(children).sort()).toEqual(['corporateSelection', 'rights', 'sessionPoller']);
      expect(children.corporateSelection?.snapshot.context).toMatchObject({
        current: 'C-1',
        corporates: SEVERAL_CORPORATES.easyLoginCorporateList,
      });
      expect(Object.keys(actor.getSnapshot().context).sort()).toEqual([
        'loginOpener',
        'path',
        'session',
        'switchTo',
      ]);
      actor.stop();

      const restored = createActor(sessionMachine, {
        snapshot: JSON.parse(text),
        input: { session: SEVERAL_CORPORATES, path: '/' },
      }).start();
      expect(restored.getSnapshot().value).toEqual(actor.getSnapshot().value);
      expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
      const step = restored.getSnapshot().children.corporateSelection;
      expect(step?.getSnapshot().matches('choosing')).toBe(true);
      expect(step?.getSnapshot().can({ type: 'user.clearDefaultCorporate' })).toBe(true);
      restored.stop();
    });

    it('mid-login it serializes too: the login child and its SMS-code child are restored with it', async () => {
      const { actor } = start({ path: '/login' });
      await submitCredentials(actor);
      const text = JSON.stringify(actor.getPersistedSnapshot());
      actor.stop();
      const restored = createActor(sessionMachine, {
        snapshot: JSON.parse(text),
        input: { session: EMPTY_SESSION, path: '/login' },
      }).start();
      const login = restored.getSnapshot().children.login;
      expect(login?.getSnapshot().matches('otp')).toBe(true);
      expect(login?.getSnapshot().context.challenge).toEqual(CHALLENGE);
      expect(login?.getSnapshot().children.otp).toBeDefined();
      restored.stop();
    });

    it('logged out boots into anonymous, loads the login code, then runs the login child at its form', async () => {
      const { actor } = start({ path: '/login' });
      expect(actor.getSnapshot().matches({ anonymous: { signingIn: 'loadingCode' } })).toBe(true);
      expect(actor.getSnapshot().children.login).toBeUndefined();
      expect((await child(actor, 'login')).getSnapshot().hasTag('view:credentials')).toBe(true);
      expect(actor.getSnapshot().matches({ anonymous: { signingIn: 'running' } })).toBe(true);
    });

    it('a token without a complete user is not logged in', () => {
      const { actor } = start({ session: { ...LOGGED_IN, user: { ...USER, customerNcst: '' } } });
      expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    });

    it('logged in boots into authenticated and stays on a private page', () => {
      const { actor, navigate } = start({ session: LOGGED_IN, path: '/contracts' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    });

    it('logged in at "/" goes to the dashboard', () => {
      const { navigate } = start({ session: LOGGED_IN, path: '/' });
      expect(navigate).toHaveBeenCalledWith('/dashboard');
    });

    it('reports a stored menuEvent to analytics and clears it', () => {
      const menuEvent = { menuName: 'Faturalar', menuUrl: '/p/invoices' };
      const { actor } = start({ session: { ...LOGGED_IN, menuEvent }, path: '/dashboard' });
      expect(analytics.events()).toEqual([
        expect.objectContaining({ kind: 'action', actionType: ACTION_TYPES.menuClick, ...menuEvent }),
      ]);
      expect(actor.getSnapshot().context.session.menuEvent).toBeNull();
      expect(stored('menuEvent')).toBeNull();
    });

    it('reports nothing without a stored menuEvent', () => {
      start({ session: LOGGED_IN, path: '/dashboard' });
      expect(analytics.events()).toEqual([]);
    });
  });

  describe('anonymous routes', () => {
    it('a private path is kept as referer (context and storage) and leads to /login', () => {
      const { actor, navigate } = start({ path: '/' });
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(actor.getSnapshot().context.session.referer).toBe('/contracts');
      expect(actor.getSnapshot().context.path).toBe('/contracts');
      expect(stored('referer')).toBe('/contracts');
      expect(navigate).toHaveBeenCalledWith('/login');
    });

    it.each(['/login', '/ext', '/', '/terms-of-use-agreement'])(
      'the public path %s stores nothing',
      (path) => {
        const { actor, navigate } = start({ path: '/login' });
        actor.send({ type: 'route.changed', path });
        expect(actor.getSnapshot().context.path).toBe(path);
        expect(actor.getSnapshot().context.session.referer).toBeNull();
        expect(stored('referer')).toBeNull();
        expect(navigate).not.toHaveBeenCalled();
      },
    );
  });
});
