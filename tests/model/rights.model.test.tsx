import { screen, waitFor, within } from '@testing-library/react';
import type { AnyActorRef } from 'xstate';
import { personRights } from '../../server/db/grants';
import { MENU_REFUSAL, REFUSALS, RIGHTS_LOAD_FAILED } from '../../src/lib/refusals';
import { rightsMachine } from '../../src/machines/session/rightsMachine';
import type { SessionRef } from '../../src/views/shared/sessionActor';
import { RIGHTS_PATH, type RightsSnapshot, rightsEvents, serializeRights } from './rights.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { LIMITED } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

// The session starts with useActorRef; the wrapper records its ref, whose child is under test.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness();

const session = () => probed<SessionRef>('session');
const rightsActor = (): AnyActorRef => {
  const child = session().getSnapshot().children.rights;
  if (!child) throw new Error('no rights child');
  return child as AnyActorRef;
};

/** What the sandbox grants the person in the session's company now: the view must say the same. */
function mayViewInvoices(): boolean {
  const { corporateNcst } = session().getSnapshot().context.session.user ?? {};
  const row = harness.sandbox.db
    .prepare('SELECT id FROM users WHERE user_name = ?')
    .get(LIMITED.userName) as { id: number };
  return personRights(harness.sandbox.db, {
    userId: row.id,
    corporateNcst: corporateNcst ?? '',
    fullAuthority: false,
  }).invoices.read;
}

const menu = () => screen.findByRole('navigation', { name: 'Ana menü' });

const rightsWalker: PortalWalker<RightsSnapshot> = {
  harness,
  person: LIMITED,
  // A page she may not view in her first company: the refusal shows instead of the invoices.
  startPath: '/invoices',
  shell: true,
  actor: rightsActor,
  serialize: serializeRights,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.personRights') harness.failNext('get', RIGHTS_PATH);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retryRights')
      return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    if (event.type === 'rights.reload') {
      // The person switches company in the header; the session then reloads the rights.
      const { easyLoginCorporateList, user: active } = session().getSnapshot().context.session;
      const other = easyLoginCorporateList.find((c) => c.corporateNcst !== active?.corporateNcst);
      if (!other) throw new Error('no other company');
      await user.click(
        await waitFor(() => {
          const button = within(screen.getByRole('banner')).getByRole('button', { name: /Aktif şirket/ });
          expect(button).toHaveAttribute('aria-haspopup', 'menu');
          return button;
        }),
      );
      return user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${other.corporateName}`) }));
    }
    return undefined; // the other steps are the server's answers
  },
  isSettled: (s) => !s.hasTag('rights:loading'),
  expectView: async (s) => {
    if (s.hasTag('rights:failed')) {
      expect(await screen.findByText(RIGHTS_LOAD_FAILED)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      // Never "all allowed": the invoices page does not open while the rights are unknown.
      expect(
        screen.queryByRole('heading', { name: 'Fatura Bilgilerim' }) === null ||
          !screen.queryByText('Son 16 ay'),
      ).toBe(true);
      return;
    }
    expect(screen.queryByText(RIGHTS_LOAD_FAILED)).toBeNull();
    const invoices = within(await menu()).getByText('Fatura Bilgilerim');
    if (mayViewInvoices()) {
      await waitFor(() => expect(invoices.closest('a')).not.toBeNull());
    } else {
      // Marked in the menu with the reason, not a link; the page says the whole sentence.
      expect(invoices.closest('a')).toBeNull();
      expect(invoices).toHaveTextContent(MENU_REFUSAL);
      if (window.location.pathname === '/invoices')
        expect(await screen.findByText(REFUSALS.read)).toBeVisible();
    }
  },
};

describeModel('rights', rightsMachine, { events: rightsEvents, serialize: serializeRights }, rightsWalker);
