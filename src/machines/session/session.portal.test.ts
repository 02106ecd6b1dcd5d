import { waitFor } from 'xstate';
import { child, clearBrowserState, reviewing, start } from '../../../tests/support/sessionHarness';
import { storage } from '../../lib/storage';
import { corp, LOGGED_IN, loginResponse, SEVERAL_CORPORATES } from './sessionFixtures';

/** The session router with its children: the portal's routes, the header switcher and the default holding (harness: tests/support/sessionHarness.ts). */
beforeEach(clearBrowserState);

describe('sessionMachine', () => {
  describe('routes while logged in', () => {
    it.each(['/', '/login', '/open-source-documents'])('in ready, %s leads to the dashboard', (path) => {
      const { actor, navigate } = start({ session: LOGGED_IN, path: '/dashboard' });
      actor.send({ type: 'route.changed', path });
      expect(navigate).toHaveBeenCalledWith('/dashboard');
      expect(actor.getSnapshot().context.path).toBe(path);
    });

    it('in ready, a private page is simply recorded', () => {
      const { actor, navigate } = start({ session: LOGGED_IN, path: '/dashboard' });
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(navigate).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.path).toBe('/contracts');
    });

    it('in ready, /corporate-selection and /terms-approved open their steps', async () => {
      const { actor } = start({ session: SEVERAL_CORPORATES, path: '/dashboard' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(false);
      (await child(actor, 'corporateSelection')).send({ type: 'user.selectCorporate', corporateNcst: 'C-1' });
      actor.send({ type: 'route.changed', path: '/corporate-selection' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      actor.send({ type: 'route.changed', path: '/dashboard' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      actor.send({ type: 'route.changed', path: '/terms-approved' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'terms' } })).toBe(true);
    });

    it('in terms, any other page leads back to /terms-approved', async () => {
      const { actor, navigate } = start({ session: { ...LOGGED_IN, termsApproved: 0 }, path: '/' });
      const terms = await reviewing(actor);
      navigate.mockClear();
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(navigate).toHaveBeenCalledWith('/terms-approved');
      expect(actor.getSnapshot().children.terms).toBe(terms);
      expect(terms.getSnapshot().matches('reviewing')).toBe(true);
    });

    it('the header switcher changes company from ready at once', async () => {
      const { actor, calls } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
      });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-1' });
      expect(calls.changeCorporate).not.toHaveBeenCalled();
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      // The choice is kept while corporate selection's code loads, then its child changes at once.
      expect(
        actor.getSnapshot().matches({ authenticated: { flow: { switchingCompany: 'loadingCode' } } }),
      ).toBe(true);
      expect(actor.getSnapshot().context.switchTo).toBe('C-2');
      await waitFor(actor, (s) => s.context.session.user?.corporateNcst === 'C-2');
      expect(actor.getSnapshot().context.switchTo).toBeNull();
      expect(calls.changeCorporate).toHaveBeenCalledWith({ body: { corporateNcst: 'C-2' } });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
    });
  });

  describe('header switcher', () => {
    it('a switch whose code did not load says so, keeps the choice and switches on the person’s word', async () => {
      const stepCode = vi
        .fn<() => Promise<void>>()
        .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
        .mockResolvedValue(undefined);
      const { actor, calls } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        stepCode,
      });
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.hasTag('view:stepCodeFailed'));
      expect(
        actor.getSnapshot().matches({ authenticated: { flow: { switchingCompany: 'codeFailed' } } }),
      ).toBe(true);
      expect(calls.changeCorporate).not.toHaveBeenCalled();
      expect(actor.getSnapshot().context.switchTo).toBe('C-2');
      actor.send({ type: 'user.retryStepCode' });
      await waitFor(actor, (s) => s.context.session.user?.corporateNcst === 'C-2');
      expect(calls.changeCorporate).toHaveBeenCalledWith({ body: { corporateNcst: 'C-2' } });
      expect(stepCode).toHaveBeenCalledTimes(2);
    });

    it('a refused header switch brings the page back in the same company, saying why until another page', async () => {
      const { actor, navigate } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        path: '/contracts',
        changeCorporate: async () => {
          throw new Error('Bu şirket için yetkiniz yok.');
        },
      });
      navigate.mockClear();
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'switchingCompany' } })).toBe(true);
      await waitFor(actor, (s) => s.matches({ authenticated: { flow: 'ready' } }));
      expect(actor.getSnapshot().children.corporateSelection).toBeUndefined();
      expect(actor.getSnapshot().context.switchRefusal).toEqual({
        code: 'server',
        text: 'Bu şirket için yetkiniz yok.',
      });
      expect(actor.getSnapshot().context.session.user?.corporateNcst).toBe('C-1');
      // The person stays where they were: no page is led to.
      expect(navigate).not.toHaveBeenCalled();
      actor.send({ type: 'user.dismissSwitchRefusal' });
      expect(actor.getSnapshot().context.switchRefusal).toBeUndefined();
    });

    it('a header switch refused on the corporate selection page shows its list again, saying why', async () => {
      const { actor } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        path: '/corporate-selection',
        changeCorporate: async () => {
          throw new Error('Bu şirket için yetkiniz yok.');
        },
      });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.context.switchRefusal !== undefined);
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'corporateSelection' } })).toBe(true);
      expect((await child(actor, 'corporateSelection')).getSnapshot().matches('choosing')).toBe(true);
      expect(actor.getSnapshot().context.switchRefusal).toBeDefined();
      // Another page takes the sentence with it.
      actor.send({ type: 'route.changed', path: '/contracts' });
      expect(actor.getSnapshot().context.switchRefusal).toBeUndefined();
    });

    it('another page while the header switch is on its way leaves it, in the same company', async () => {
      const { actor } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        path: '/contracts',
        changeCorporate: () => new Promise<never>(() => {}),
      });
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'switchingCompany' } })).toBe(true);
      actor.send({ type: 'route.changed', path: '/my-orders' });
      expect(actor.getSnapshot().matches({ authenticated: { flow: 'ready' } })).toBe(true);
      expect(actor.getSnapshot().children.corporateSelection).toBeUndefined();
      expect(actor.getSnapshot().context.session.user?.corporateNcst).toBe('C-1');
    });

    it('a refusal is forgotten once a later switch succeeds', async () => {
      let refuse = true;
      const { actor } = start({
        session: { ...SEVERAL_CORPORATES, firstLoginforDefaultHolding: false },
        path: '/contracts',
        changeCorporate: async () => {
          if (refuse) throw new Error('Bu şirket için yetkiniz yok.');
          return loginResponse({ pageToken: 'tok-2', corporateNcst: 'C-2' });
        },
      });
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.context.switchRefusal !== undefined);
      refuse = false;
      actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
      await waitFor(actor, (s) => s.context.session.user?.corporateNcst === 'C-2');
      expect(actor.getSnapshot().context.switchRefusal).toBeUndefined();
    });
  });

  describe('default holding', () => {
    it("the child's new lists are the session's: defaultHolding follows and both are kept", async () => {
      const { actor, calls } = start({ session: SEVERAL_CORPORATES, path: '/' });
      const step = await child(actor, 'corporateSelection');
      step.send({ type: 'user.setDefaultCorporate', corporateNcst: 'C-2' });
      await waitFor(step, (s) => s.matches('choosing'));
      expect(calls.defaultHoldingSet).toHaveBeenCalledWith({ body: { corporateNcst: 'C-2' } });
      let { session } = actor.getSnapshot().context;
      expect(session.easyLoginCorporateList).toEqual([corp('C-1'), corp('C-2', true)]);
      expect(session.defaultHolding).toBe(true);
      expect(storage.easyLoginCorporateList.get()).toEqual([corp('C-1'), corp('C-2', true)]);

      step.send({ type: 'user.clearDefaultCorporate' });
      await waitFor(step, (s) => s.matches('choosing'));
      expect(calls.defaultHoldingDelete).toHaveBeenCalledTimes(1);
      session = actor.getSnapshot().context.session;
      expect(session.easyLoginCorporateList).toEqual([corp('C-1'), corp('C-2')]);
      expect(session.defaultHolding).toBe(false);
      expect(session.user?.defaultHolding).toBe(false);
      expect(storage.defaultHolding.get()).toBe(false);
      expect(storage.activeUser.get()?.defaultHolding).toBe(false);
    });
  });
});
