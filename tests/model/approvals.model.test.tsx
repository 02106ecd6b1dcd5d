import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { EventObject } from 'xstate';
import { approvalCountMachine } from '../../src/machines/approvals/approvalCountMachine';
import { approvalsMachine } from '../../src/machines/approvals/approvalsMachine';
import { approvalsPageMachine } from '../../src/machines/approvals/approvalsPageMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  type ApprovalsSnapshot,
  approvalsEvents,
  CONFIRM_PATTERN,
  COUNT_PATH,
  type CountSnapshot,
  countEvents,
  LIST_PATH,
  MODEL_REASON,
  serializeApprovals,
  serializeCount,
} from './approvals.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type User = ReturnType<typeof userEvent.setup>;
const harness = modelHarness();
const PAGE = '/pending-requests';

const list = () => screen.findByRole('table', { name: 'Onay bekleyen işlemler' });
const firstItem = async () => within(await list()).getAllByRole('button', { name: /^İncele/ })[0]!;

async function enterSmsCode(user: User) {
  await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
  await user.paste(harness.latestCode());
}

/** Approves the first procedure as a person does: select, Onayla, the SMS code. */
async function approveFirst(user: User) {
  await user.click(await firstItem());
  await user.click(await screen.findByRole('button', { name: 'Onayla' }));
  await enterSmsCode(user);
  await waitFor(() => expect(screen.getByText(/numaralı işlem onaylandı\./)).toBeVisible());
}

const approvalsWalker: PortalWalker<ApprovalsSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('approvalProcedures'),
  serialize: serializeApprovals,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.listProcedures') harness.failNext('get', LIST_PATH);
    if (event.type === 'xstate.error.actor.confirmDecision') harness.failNext('post', CONFIRM_PATTERN);
  },
  perform: async (user, event, before) => {
    switch (event.type) {
      case 'user.retry':
        return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
      case 'user.select':
        return user.click(await firstItem());
      case 'user.back':
        return user.click(
          await screen.findByRole('button', {
            name: before.matches({ loaded: 'askingReason' }) ? 'Vazgeç' : 'Listeye dön',
          }),
        );
      case 'user.approve':
        return user.click(await screen.findByRole('button', { name: 'Onayla' }));
      case 'user.reject':
        return user.click(await screen.findByRole('button', { name: 'Reddet' }));
      case 'user.submitReason':
        await user.type(await screen.findByLabelText('Ret gerekçesi'), MODEL_REASON);
        return user.click(screen.getByRole('button', { name: 'Reddetmek için kod gönder' }));
      case 'xstate.done.actor.otp': {
        if ((event as { output?: { status?: string } }).output?.status === 'validated')
          return enterSmsCode(user);
        const dialog = await screen.findByRole('dialog');
        return user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
      }
      case 'xstate.error.actor.confirmDecision': {
        // The row's error modal tells the person; they close it and stay on the detail.
        const modal = await screen.findByRole('dialog', { name: 'Bilgilendirme' });
        return user.click(within(modal).getByRole('button', { name: 'Tamam' }));
      }
      default:
        return undefined; // the server's answers
    }
  },
  isSettled: (s) => !s.hasTag('loading') && !s.hasTag('busy'),
  expectView: async (s) => {
    expect(await screen.findByRole('heading', { name: 'Onay Bekleyen İşlemler', level: 1 })).toBeVisible();
    if (s.hasTag('failed')) {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      return;
    }
    expect((await list()).querySelectorAll('tbody tr[data-row-index]').length).toBeGreaterThan(0);
    if (s.context.decided) expect(screen.getByText(/numaralı işlem (onaylandı|reddedildi)\./)).toBeVisible();
    // The detail is titled by the entry's ledger number (an order, a line operation, a rights change).
    const detail = screen.queryByRole('region', { name: /(SP|HT|YT)-\d{8}-\d{6}/ });
    if (s.matches({ loaded: 'browsing' })) expect(detail).toBeNull();
    if (s.matches({ loaded: 'detail' })) {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(within(detail!).getByRole('button', { name: 'Onayla' })).toBeEnabled();
      expect(within(detail!).getByRole('button', { name: 'Reddet' })).toBeEnabled();
    }
    if (s.matches({ loaded: 'askingReason' })) expect(screen.getByLabelText('Ret gerekçesi')).toBeVisible();
    if (s.matches({ loaded: 'confirmingCode' })) {
      const title = s.context.decision === 'REJECT' ? 'Reddi onaylayın' : 'İşlemi onaylayın';
      expect(await screen.findByRole('heading', { name: title })).toBeVisible();
      expect(await screen.findByLabelText('Doğrulama kodu, 1. hane')).toBeEnabled();
    }
  },
};

const countWalker: PortalWalker<CountSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('approvalCount'),
  serialize: serializeCount,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.load') harness.failNext('get', COUNT_PATH);
  },
  perform: async (user: User, event: EventObject) => {
    // The count loads again when a decision was made (either from loaded or from failed).
    if (event.type === 'user.refresh' || event.type === 'user.retry') return approveFirst(user);
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    // The table's rows (its spacer rows for scrolling carry no index).
    const items = (await list()).querySelectorAll('tbody tr[data-row-index]').length;
    if (s.hasTag('loaded')) {
      // The count and the list agree: both read the same rows.
      expect(await screen.findByText(`${items} işlem onayınızı bekliyor.`)).toBeVisible();
    } else {
      // A silent row: no count and no message of its own.
      expect(screen.queryByText(/işlem onayınızı bekliyor\./)).toBeNull();
    }
  },
};

// --- the page: a decision reloads the count ------------------------------------------------------

type PageSnapshot = ReturnType<typeof approvalsPageMachine.getInitialSnapshot>;

const pageWalker: PortalWalker<PageSnapshot> = {
  harness,
  person: FAST,
  startPath: PAGE,
  actor: () => probed('approvalsPage'),
  serialize: (s) => JSON.stringify(s.value),
  arrange: () => undefined,
  perform: async (user, event) => {
    if (event.type === 'procedure.decided') return approveFirst(user);
    return undefined;
  },
  isSettled: () => true,
  expectView: async () => {
    // The count and the list agree: after a decision the list lost the procedure, so only a count
    // loaded again (the page's transition) can match it.
    await waitFor(async () => {
      const items = (await list()).querySelectorAll('tbody tr[data-row-index]').length;
      const sentence = items === 0 ? 'Onayınızı bekleyen işlem yok.' : `${items} işlem onayınızı bekliyor.`;
      expect(screen.getByText(sentence)).toBeVisible();
    });
  },
};

describeModel(
  'approvalProcedures',
  approvalsMachine,
  // The walk's person has full authority: the rights child answers every level.
  { input: { rights: FULL_RIGHTS }, events: approvalsEvents, serialize: serializeApprovals },
  approvalsWalker,
);
describeModel(
  'approvalCount',
  approvalCountMachine,
  { events: countEvents, serialize: serializeCount },
  countWalker,
);
describeModel(
  'approvalsPage',
  approvalsPageMachine,
  // The page's own step; each child's steps are walked by its own model above.
  {
    input: { rights: FULL_RIGHTS },
    events: () => [{ type: 'procedure.decided' }],
    serialize: (s) => JSON.stringify(s.value),
    minPaths: 1,
  },
  pageWalker,
);
