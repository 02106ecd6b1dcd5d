import { createActor, fromPromise, waitFor } from 'xstate';
import { createRequestMachine } from '../shared/requestMachine';
import type { CardId, CardSource } from './dashboardCards';
import { applyDashboardStatus, CARD_FLAGS, INITIAL_FLAGS } from './dashboardFlags';
import { type CardRef, dashboardMachine } from './dashboardMachine';

const allOn = Object.fromEntries(CARD_FLAGS.map((f) => [f, true]));

/** Boxes as features declare them (src/views/<feature>/dashboardCards.tsx), in page order. */
const BOXES: readonly CardSource[] = [
  { id: 'unpaidInvoices', row: 'dashboardUnpaidInvoices', flag: 'dashboardUnpaidInvoiceCountCardActive' },
  { id: 'roaming', row: 'dashboardRoamingStats', flag: 'dashboardRoamingOnOffCountCardActive' },
  { id: 'gsmTransactions', row: 'dashboardGsmTransactions', flag: null },
  { id: 'billingInformation', row: 'dashboardBillingInformation', flag: 'dashboardInvoiceInfoCardActive' },
  { id: 'exchangeRates', row: 'exchangeRates', flag: null },
];

describe('dashboard flags (spec §3/§4)', () => {
  it('starts with init true, dashboardActive false and every card flag true', () => {
    expect(INITIAL_FLAGS.init).toBe(true);
    expect(INITIAL_FLAGS.dashboardActive).toBe(false);
    for (const flag of CARD_FLAGS) expect(INITIAL_FLAGS[flag]).toBe(true);
  });

  it('takes the card flags of an active status', () => {
    const next = applyDashboardStatus(INITIAL_FLAGS, {
      ...allOn,
      dashboardActive: true,
      dashboardInvoiceInfoCardActive: false,
    });
    expect(next.init).toBe(false);
    expect(next.dashboardActive).toBe(true);
    expect(next.dashboardInvoiceInfoCardActive).toBe(false);
    expect(next.dashboardUnpaidInvoiceCountCardActive).toBe(true);
  });

  it.each([
    ['false', { dashboardActive: false }],
    ['missing', {}],
    ['the text "true"', { dashboardActive: 'true' }],
    ['no body at all', null],
  ])('forces every card flag false when dashboardActive is %s', (_, status) => {
    const next = applyDashboardStatus(INITIAL_FLAGS, status === null ? null : { ...allOn, ...status });
    expect(next.dashboardActive).toBe(false);
    for (const flag of CARD_FLAGS) expect(next[flag], flag).toBe(false);
  });

  it('keeps a card flag the status does not mention', () => {
    const next = applyDashboardStatus(INITIAL_FLAGS, { dashboardActive: true });
    for (const flag of CARD_FLAGS) expect(next[flag]).toBe(true);
  });
});

function dashboard(status: () => Promise<unknown>, failing: string[] = []) {
  const card = createRequestMachine<unknown, string>('fakeCard', async (row) => {
    if (failing.includes(row)) throw new Error('Servis başarısız oldu.');
    return { row };
  });
  const actor = createActor(
    dashboardMachine.provide({ actors: { status: fromPromise(status), card } as never }),
    { input: { boxes: BOXES, surveyDisplayed: true } },
  ).start();
  // The page has painted: the status call may start.
  actor.send({ type: 'view.shown' });
  return actor;
}

const ALL: CardId[] = BOXES.map((c) => c.id);

describe('dashboard machine', () => {
  it('calls for the status only once the view says the page is shown; boxes may start before', async () => {
    const status = vi.fn(async () => ({ ...allOn, dashboardActive: true }));
    const actor = createActor(
      dashboardMachine.provide({ actors: { status: fromPromise(status) } as never }),
      { input: { boxes: BOXES, surveyDisplayed: true } },
    ).start();
    expect(actor.getSnapshot().matches('waitingForPage')).toBe(true);
    expect(actor.getSnapshot().hasTag('init')).toBe(true);
    actor.send({ type: 'view.cardsNeeded', ids: ['unpaidInvoices'] });
    expect(Object.keys(actor.getSnapshot().context.cards)).toEqual(['unpaidInvoices']);
    expect(status).not.toHaveBeenCalled();
    actor.send({ type: 'view.shown' });
    expect(actor.getSnapshot().matches('checkingStatus')).toBe(true);
    await waitFor(actor, (s) => s.matches('active'));
    expect(status).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('starts a request actor per box the view asks for, and goes active with the status', async () => {
    const actor = dashboard(async () => ({ ...allOn, dashboardActive: true }));
    expect(actor.getSnapshot().hasTag('init')).toBe(true);
    expect(actor.getSnapshot().context.cards).toEqual({});
    actor.send({ type: 'view.cardsNeeded', ids: ALL });
    expect(Object.keys(actor.getSnapshot().context.cards)).toEqual(ALL);
    await waitFor(actor, (s) => s.matches('active'));
    const cards = Object.values(actor.getSnapshot().context.cards) as CardRef[];
    await Promise.all(cards.map((ref) => waitFor(ref, (s) => s.hasTag('loaded'))));
    expect(actor.getSnapshot().context.cards.unpaidInvoices?.getSnapshot().context.data).toEqual({
      row: 'dashboardUnpaidInvoices',
    });
  });

  it('starts only the boxes asked for, each once, in page order', async () => {
    const actor = dashboard(async () => new Promise(() => {}));
    expect(actor.getSnapshot().can({ type: 'view.cardsNeeded', ids: [] })).toBe(false);
    actor.send({ type: 'view.cardsNeeded', ids: ['exchangeRates', 'unpaidInvoices'] });
    const first = actor.getSnapshot().context.cards;
    expect(Object.keys(first)).toEqual(['unpaidInvoices', 'exchangeRates']);
    expect(actor.getSnapshot().can({ type: 'view.cardsNeeded', ids: ['unpaidInvoices'] })).toBe(false);
    actor.send({ type: 'view.cardsNeeded', ids: ['unpaidInvoices', 'roaming'] });
    const second = actor.getSnapshot().context.cards;
    expect(Object.keys(second)).toEqual(['unpaidInvoices', 'exchangeRates', 'roaming']);
    // A box already under way keeps its actor (and its request).
    expect(second.unpaidInvoices).toBe(first.unpaidInvoices);
  });

  it('never starts a box its status flag switched off', async () => {
    const actor = dashboard(async () => ({
      ...allOn,
      dashboardActive: true,
      dashboardUnpaidInvoiceCountCardActive: false,
    }));
    await waitFor(actor, (s) => s.matches('active'));
    expect(actor.getSnapshot().can({ type: 'view.cardsNeeded', ids: ['unpaidInvoices'] })).toBe(false);
    actor.send({ type: 'view.cardsNeeded', ids: ALL });
    expect(Object.keys(actor.getSnapshot().context.cards)).toEqual(
      ALL.filter((id) => id !== 'unpaidInvoices'),
    );
  });

  it('starts nothing once the dashboard is inactive', async () => {
    const actor = dashboard(async () => ({ ...allOn, dashboardActive: false }));
    await waitFor(actor, (s) => s.matches('inactive'));
    expect(actor.getSnapshot().can({ type: 'view.cardsNeeded', ids: ALL })).toBe(false);
  });

  it('lets one box fail and retry while the others stay loaded', async () => {
    const actor = dashboard(async () => ({ dashboardActive: true }), ['dashboardUnpaidInvoices']);
    actor.send({ type: 'view.cardsNeeded', ids: ALL });
    const { unpaidInvoices: unpaid, billingInformation: billing } = actor.getSnapshot().context
      .cards as Record<CardId, CardRef>;
    if (!unpaid || !billing) throw new Error('both boxes start');
    await waitFor(unpaid, (s) => s.hasTag('failed'));
    await waitFor(billing, (s) => s.hasTag('loaded'));
    expect(unpaid.getSnapshot().can({ type: 'user.retry' })).toBe(true);
    unpaid.send({ type: 'user.retry' });
    expect(unpaid.getSnapshot().hasTag('loading')).toBe(true);
    expect(billing.getSnapshot().hasTag('loaded')).toBe(true);
  });

  it('goes inactive and switches every card off when dashboardActive is not true', async () => {
    const actor = dashboard(async () => ({ ...allOn, dashboardActive: false }));
    await waitFor(actor, (s) => s.matches('inactive'));
    const { flags } = actor.getSnapshot().context;
    expect(CARD_FLAGS.every((flag) => flags[flag] === false)).toBe(true);
  });

  it('keeps the initial flags (and so the boxes) when the status call fails', async () => {
    const actor = dashboard(async () => {
      throw new Error('down');
    });
    await waitFor(actor, (s) => s.matches('statusUnknown'));
    expect(actor.getSnapshot().context.flags).toEqual(INITIAL_FLAGS);
  });
});
