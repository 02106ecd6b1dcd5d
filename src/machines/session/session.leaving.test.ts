import { waitFor } from 'xstate';
import { clearBrowserState, start, stored, storedKeys } from '../../../tests/support/sessionHarness';
import type { MenuItem } from '../../api/types';
import { config, joinPath, loginRedirectUrl, PRIVATE_PASSWORD_AUTHORIZED } from '../../lib/config';
import { EMPTY_SESSION } from '../../lib/sessionSnapshot';
import { storage } from '../../lib/storage';
import { LOGGED_IN, USER } from './sessionFixtures';

/** The session router with its children: menu and session checks, and leaving (harness: tests/support/sessionHarness.ts). */
beforeEach(clearBrowserState);

describe('sessionMachine', () => {
  describe('menu and session checks', () => {
    it('menu.refresh stores the new menu', async () => {
      const fresh: MenuItem[] = [{ id: 'm2', title: 'Siparişlerim', url: '/my-orders' }];
      const { actor, calls } = start({
        session: LOGGED_IN,
        path: '/dashboard',
        menuRefresh: async () => ({ customerMenu: fresh }),
      });
      actor.send({ type: 'menu.refresh' });
      await waitFor(
        actor,
        (s) => s.matches({ authenticated: { menu: 'idle' } }) && calls.menuRefresh.mock.calls.length > 0,
      );
      expect(actor.getSnapshot().context.session.customerMenu).toEqual(fresh);
      expect(storage.customerMenu.get()).toEqual(fresh);
    });

    it('session.poll runs sessionControl and keeps watching', async () => {
      const { actor, calls } = start({ session: LOGGED_IN, path: '/dashboard' });
      actor.send({ type: 'session.poll' });
      expect(actor.getSnapshot().matches({ authenticated: { monitor: 'checking' } })).toBe(true);
      await waitFor(actor, (s) => s.matches({ authenticated: { monitor: 'watching' } }));
      expect(calls.sessionControl).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
    });

    it('a session check answered 401 leaves as session.unauthorized does', async () => {
      const { actor, redirectToLoginApp } = start({
        session: LOGGED_IN,
        path: '/contracts',
        sessionControl: async () => {
          throw Object.assign(new Error('Oturum kapandı.'), { httpStatus: 401 });
        },
      });
      actor.send({ type: 'session.poll' });
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, USER));
      expect(actor.getSnapshot().context.session).toEqual({ ...EMPTY_SESSION, referer: '/contracts' });
      expect(stored('referer')).toBe('/contracts');
    });

    it('a failed session check keeps watching', async () => {
      const { actor } = start({
        session: LOGGED_IN,
        path: '/dashboard',
        sessionControl: async () => {
          throw new Error('ağ');
        },
      });
      actor.send({ type: 'session.poll' });
      await waitFor(actor, (s) => s.matches({ authenticated: { monitor: 'watching' } }));
      expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    });
  });

  describe('leaving (spec §2 redirects, §4 clear)', () => {
    function seedKeptKeys() {
      localStorage.setItem('adBlockModalcreatedDate', '2025-01-01');
      localStorage.setItem('toolTipDisplayed', 'true');
      localStorage.setItem('_n_x', 'kept');
      localStorage.setItem('productType', 'VOICE');
      localStorage.setItem('mobile', 'false');
    }

    it('session.expired opens expired; acknowledging clears storage, keeps the referer and leaves for /login', () => {
      const { actor, redirectToLoginApp } = start({ session: LOGGED_IN, path: '/contracts' });
      seedKeptKeys();
      actor.send({ type: 'session.expired' });
      expect(actor.getSnapshot().matches('expired')).toBe(true);
      expect(redirectToLoginApp).not.toHaveBeenCalled();

      actor.send({ type: 'user.acknowledgeExpiry' });
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, USER));
      expect(redirectToLoginApp).toHaveBeenCalledWith(joinPath(config.loginAppBase, 'login'));
      expect(actor.getSnapshot().matches({ anonymous: 'signingIn' })).toBe(true);
      expect(actor.getSnapshot().context.session).toEqual({ ...EMPTY_SESSION, referer: '/contracts' });
      expect(storedKeys()).toEqual(['_n_x', 'adBlockModalcreatedDate', 'referer', 'toolTipDisplayed']);
      expect(stored('referer')).toBe('/contracts');
      expect(stored('_n_x')).toBe('kept');
    });

    it('an OZEL_SIFRE_YETKILISI user leaves for the login application base', () => {
      const user = { ...USER, authorizedPersonType: PRIVATE_PASSWORD_AUTHORIZED };
      const { actor, redirectToLoginApp } = start({ session: { ...LOGGED_IN, user }, path: '/contracts' });
      actor.send({ type: 'session.expired' });
      actor.send({ type: 'user.acknowledgeExpiry' });
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, user));
      expect(redirectToLoginApp).toHaveBeenCalledWith(config.loginAppBase);
    });

    it('acknowledging at "/" stores no referer', () => {
      const { actor } = start({ session: { ...LOGGED_IN, referer: null }, path: '/dashboard' });
      actor.send({ type: 'route.changed', path: '/' });
      actor.send({ type: 'session.expired' });
      actor.send({ type: 'user.acknowledgeExpiry' });
      expect(stored('referer')).toBeNull();
      expect(storedKeys()).toEqual([]);
    });

    it('session.unauthorized does the same at once', () => {
      const { actor, redirectToLoginApp } = start({ session: LOGGED_IN, path: '/my-orders/42' });
      seedKeptKeys();
      actor.send({ type: 'session.unauthorized' });
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, USER));
      expect(actor.getSnapshot().matches({ anonymous: 'signingIn' })).toBe(true);
      expect(storedKeys()).toEqual(['_n_x', 'adBlockModalcreatedDate', 'referer', 'toolTipDisplayed']);
      expect(stored('referer')).toBe('/my-orders/42');
    });

    it.each([
      ['succeeds', async () => ({ loggedOut: true as const })],
      [
        'fails',
        async () => {
          throw new Error('Çıkış yapılamadı.');
        },
      ],
    ])('user.logout leaves without a referer when the call %s', async (_name, logout) => {
      const { actor, calls, redirectToLoginApp } = start({ session: LOGGED_IN, path: '/contracts', logout });
      seedKeptKeys();
      actor.send({ type: 'user.logout' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('anonymous'));
      expect(calls.logout).toHaveBeenCalledTimes(1);
      expect(redirectToLoginApp).toHaveBeenCalledWith(loginRedirectUrl(config, USER));
      expect(actor.getSnapshot().context.session).toEqual(EMPTY_SESSION);
      expect(storedKeys()).toEqual(['_n_x', 'adBlockModalcreatedDate', 'toolTipDisplayed']);
    });
  });
});
