import { waitFor } from 'xstate';
import {
  child,
  clearBrowserState,
  logIn,
  type RightsRef,
  reviewing,
  start,
  stored,
  submitCredentials,
} from '../../../tests/support/sessionHarness';
import { analytics } from '../../lib/analytics';
import { browserSessionEffects } from '../../lib/sessionEffects';
import { storage } from '../../lib/storage';
import { corp, LOGGED_IN, loginResponse, MENU, SEVERAL_CORPORATES, TERMS } from './sessionFixtures';

/** The session router with its children: the login and the root order after it (harness: tests/support/sessionHarness.ts). */
beforeEach(clearBrowserState);

describe('sessionMachine', () => {
  describe('login', () => {
    it('a validated code stores the login and ends authenticated (productType removed)', async () => {
      localStorage.setItem('productType', 'VOICE');
      const { actor, navigate } = start({ path: '/login' });
      await logIn(actor);
      const { session } = actor.getSnapshot().context;
      expect(session.pageToken).toBe('tok-1');
      expect(session.user).toMatchObject({
        corporateNcst: 'C-1',
        customerNcst: 'K-1',
        userName: 'Ayşe Yılmaz',
      });
      expect(stored('pageToken')).toBe('tok-1');
      expect(storage.activeUser.get()).toMatchObject({ corporateNcst: 'C-1', customerId: '12345' });
      expect(storage.customerMenu.get()).toEqual(MENU);
      expect(stored('termsApproved')).toBe('1');
      expect(stored('productType')).toBeNull();
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('a login completed elsewhere (session.adopt) is stored and ends authenticated', async () => {
      const { actor, navigate } = start({ path: '/login' });
      // Before the login's code is there: the router stores the login itself, no form needed.
      expect(actor.getSnapshot().matches({ anonymous: { signingIn: 'loadingCode' } })).toBe(true);
      actor.send({ type: 'session.adopt', response: loginResponse({ pageToken: 'tok-9' }) });
      expect(actor.getSnapshot().context.session.pageToken).toBe('tok-9');
      expect(stored('pageToken')).toBe('tok-9');
      expect(storage.activeUser.get()).toMatchObject({ corporateNcst: 'C-1' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('a login completed elsewhere once the form runs is the login child’s to end with', async () => {
      const { actor, navigate } = start({ path: '/login' });
      const login = await child(actor, 'login');
      actor.send({ type: 'session.adopt', response: loginResponse({ pageToken: 'tok-8' }) });
      expect(login.getSnapshot().status).toBe('done');
      expect(login.getSnapshot().output).toMatchObject({ way: 'elsewhere' });
      expect(actor.getSnapshot().context.session.pageToken).toBe('tok-8');
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('a failed load of the steps’ code says so and loads again on the person’s word', async () => {
      const stepCode = vi
        .fn<() => Promise<void>>()
        .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
        .mockResolvedValue(undefined);
      const { actor } = start({ path: '/login', stepCode });
      await waitFor(actor, (s) => s.hasTag('view:stepCodeFailed'));
      expect(actor.getSnapshot().matches({ anonymous: { signingIn: 'codeFailed' } })).toBe(true);
      expect(actor.getSnapshot().children.login).toBeUndefined();
      // The page keeps its routes meanwhile: a private page still asks for the login first.
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(actor.getSnapshot().context.session.referer).toBe('/contracts');
      actor.send({ type: 'user.retryStepCode' });
      expect((await child(actor, 'login')).getSnapshot().hasTag('view:credentials')).toBe(true);
      expect(stepCode).toHaveBeenCalledTimes(2);
    });

    it('in the fast-login popup the login is handed to the opener, not stored here', async () => {
      const handOverLogin = vi.fn();
      const effects = { ...browserSessionEffects, handOverLogin };
      const { actor, navigate } = start({ path: '/login/fast', effects, loginOpener: true });
      const login = await submitCredentials(actor);
      login.getSnapshot().children.otp?.send({ type: 'user.submit', code: '123456' });
      await waitFor(actor, (s) => s.matches('handedOver'));
      expect(handOverLogin).toHaveBeenCalledWith(loginResponse());
      expect(stored('pageToken')).toBeNull();
      expect(navigate).not.toHaveBeenCalled();
    });

    it('the fast-login page without an opener (typed in a tab) logs in here as usual', async () => {
      const handOverLogin = vi.fn();
      const effects = { ...browserSessionEffects, handOverLogin };
      const { actor } = start({ path: '/login/fast', effects, loginOpener: false });
      await logIn(actor);
      expect(handOverLogin).not.toHaveBeenCalled();
      expect(stored('pageToken')).toBe('tok-1');
    });

    it('an entry from outside keeps a portal target as referer and lands there after the login', async () => {
      const { actor, navigate } = start({ path: '/ext' });
      actor.send({ type: 'entry.external', target: '/invoices?donem=2026-10' });
      expect(navigate).toHaveBeenLastCalledWith('/login');
      expect(storage.referer.get()).toBe('/invoices?donem=2026-10');
      await logIn(actor);
      expect(navigate).toHaveBeenLastCalledWith('/invoices?donem=2026-10');
      expect(actor.getSnapshot().context.session.referer).toBeNull();
    });

    it.each(['https://evil.example/', '//evil.example', 'javascript:alert(1)', '/yok-boyle-sayfa', null])(
      'an entry from outside with target %j goes to the login and then the dashboard',
      async (target) => {
        const { actor, navigate } = start({ path: '/ext' });
        actor.send({ type: 'entry.external', target });
        expect(navigate).toHaveBeenLastCalledWith('/login');
        expect(actor.getSnapshot().context.session.referer).toBeNull();
        // The router follows the redirect and reports the login page.
        actor.send({ type: 'route.changed', path: '/login' });
        await logIn(actor);
        expect(navigate).toHaveBeenLastCalledWith('/dashboard');
      },
    );

    it('logged in, an entry from outside goes straight to its target, or the dashboard', () => {
      const { actor, navigate } = start({ session: LOGGED_IN, path: '/ext' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      actor.send({ type: 'entry.external', target: '/my-orders' });
      expect(navigate).toHaveBeenLastCalledWith('/my-orders');
      actor.send({ type: 'entry.external', target: 'https://evil.example/' });
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('the seamless-login page leads on to the dashboard once its login is adopted', () => {
      const { actor, navigate } = start({ path: '/seamless-login' });
      actor.send({ type: 'session.adopt', response: loginResponse() });
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
      actor.send({ type: 'route.changed', path: '/seamless-login' });
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('an incomplete login response goes back to the form saying so, and tracks an error page view for "/"', async () => {
      const { actor } = start({
        validateCode: async () => loginResponse({ customerNcst: undefined as unknown as string }),
      });
      const login = await submitCredentials(actor);
      login.getSnapshot().children.otp?.send({ type: 'user.submit', code: '123456' });
      await waitFor(actor, (s) => s.matches({ anonymous: 'incompleteLogin' }));
      expect((await child(actor, 'login')).getSnapshot().context.problem).toEqual({
        code: 'incompleteLogin',
      });
      expect(analytics.events()).toContainEqual({ kind: 'pageView', path: '/', isError: true });
      // Another incomplete answer says it again.
      (await child(actor, 'login')).send({
        type: 'session.adopt',
        response: loginResponse({ pageToken: '' }),
      });
      expect(actor.getSnapshot().matches({ anonymous: 'incompleteLogin' })).toBe(true);
      expect((await child(actor, 'login')).getSnapshot().context.problem).toEqual({
        code: 'incompleteLogin',
      });
    });
  });

  describe('spec §2 Root order after login', () => {
    it('terms, then corporate selection, then the chosen company on the dashboard', async () => {
      const { actor, calls, navigate } = start({
        validateCode: async () =>
          loginResponse({ isTermApproved: false, easyLoginCorporateList: [corp('C-1', true), corp('C-2')] }),
      });
      await logIn(actor);

      // Terms first.
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'terms' } })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith('/terms-approved');
      expect(stored('termsApproved')).toBe('0');
      const terms = await reviewing(actor);
      expect(terms.getSnapshot().context.terms).toEqual(TERMS);
      terms.send({ type: 'user.toggleTerm', id: 't1', accepted: true });
      terms.send({ type: 'user.toggleTerm', id: 't2', accepted: true });
      terms.send({ type: 'user.confirmTerms' });
      await waitFor(actor, (s) => !s.matches({ authenticated: { flow: 'terms' } }));
      expect(calls.termsConfirm).toHaveBeenCalledTimes(1);
      expect(stored('termsApproved')).toBe('1');

      // Then corporate selection: several companies, one default, first login.
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      expect(navigate).toHaveBeenLastCalledWith('/corporate-selection');
      expect(actor.getSnapshot().context.session.firstLoginforDefaultHolding).toBe(false);
      expect(stored('firstLoginforDefaultHolding')).toBe('false');

      // Another company: changeCorporate, then the dashboard.
      (await child(actor, 'corporateSelection')).send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(calls.changeCorporate).toHaveBeenCalledWith({ body: { corporateNcst: 'C-2' } });
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
      expect(actor.getSnapshot().context.session.user?.corporateNcst).toBe('C-2');
      expect(storage.activeUser.get()?.corporateNcst).toBe('C-2');
      expect(stored('pageToken')).toBe('tok-2');
      // The rights were read after the login and again for the company switched to (issue 37).
      await waitFor(
        actor,
        (s) => (s.children.rights as RightsRef | undefined)?.getSnapshot().matches('loaded') === true,
      );
      expect(calls.personRights).toHaveBeenCalledTimes(2);
    });

    it("terms approval ends on its child's output: the terms are approved and kept", async () => {
      const { actor, calls } = start({ session: { ...LOGGED_IN, termsApproved: 0 }, path: '/' });
      const terms = await reviewing(actor);
      terms.send({ type: 'user.toggleTerm', id: 't2', accepted: true });
      terms.send({ type: 'user.toggleTerm', id: 't1', accepted: true });
      expect(stored('termsApproved')).toBe('0');
      terms.send({ type: 'user.confirmTerms' });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(calls.termsConfirm).toHaveBeenLastCalledWith({ body: { termIds: ['t2', 't1'] } });
      expect(actor.getSnapshot().context.session.termsApproved).toBe(1);
      expect(stored('termsApproved')).toBe('1');
      expect(actor.getSnapshot().children.terms).toBeUndefined();
    });

    it('an empty terms list approves and skips to the next rule', async () => {
      const { actor, navigate } = start({
        session: { ...LOGGED_IN, termsApproved: 0 },
        path: '/',
        termsList: async () => ({ terms: [] }),
      });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(actor.getSnapshot().context.session.termsApproved).toBe(1);
      expect(stored('termsApproved')).toBe('1');
      expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/terms-approved', '/dashboard']);
    });

    it('selecting the current company skips changeCorporate and goes to the dashboard', async () => {
      const { actor, calls, navigate } = start({ session: SEVERAL_CORPORATES, path: '/' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      (await child(actor, 'corporateSelection')).send({ type: 'user.selectCorporate', corporateNcst: 'C-1' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(calls.changeCorporate).not.toHaveBeenCalled();
      expect(navigate).toHaveBeenLastCalledWith('/dashboard');
    });

    it('after corporate selection a stored referer comes next and is cleared', async () => {
      const { actor, navigate } = start({
        session: { ...SEVERAL_CORPORATES, referer: '/contracts' },
        path: '/',
      });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      // The header switcher on this page changes company at once, as from any page.
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(navigate).toHaveBeenLastCalledWith('/contracts');
      expect(actor.getSnapshot().context.session.referer).toBeNull();
      expect(stored('referer')).toBeNull();
    });

    it('corporate selection is offered once: the next boot goes to the dashboard', () => {
      start({ session: SEVERAL_CORPORATES, path: '/' }).actor.stop();
      const { actor } = start({
        session: {
          ...SEVERAL_CORPORATES,
          firstLoginforDefaultHolding: storage.firstLoginforDefaultHolding.get(),
        },
        path: '/',
      });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
    });

    it('a stored referer wins over the dashboard and is cleared', () => {
      const { actor, navigate } = start({ session: { ...LOGGED_IN, referer: '/contracts' }, path: '/' });
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/contracts');
      expect(actor.getSnapshot().context.session.referer).toBeNull();
      expect(stored('referer')).toBeNull();
    });

    it('a private page asked for while logged out is where the login lands', async () => {
      const { actor, navigate } = start({ path: '/' });
      actor.send({ type: 'route.changed', path: '/my-orders/42' });
      actor.send({ type: 'route.changed', path: '/login' });
      await logIn(actor);
      expect(navigate).toHaveBeenLastCalledWith('/my-orders/42');
      expect(stored('referer')).toBeNull();
    });

    it('terms still come before the referer', async () => {
      const { actor, navigate } = start({
        session: { ...LOGGED_IN, termsApproved: 0, referer: '/contracts' },
        path: '/',
        termsList: async () => ({ terms: [] }),
      });
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/terms-approved', '/contracts']);
    });
  });
});
