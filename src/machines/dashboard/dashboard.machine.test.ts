import { createActor, fromPromise, waitFor } from 'xstate';
import { createRequestMachine } from '../shared/requestMachine';
import { advisorsMachine } from './advisorsMachine';
import { DASHBOARD_CARDS } from './dashboardCards';
import { applyDashboardStatus, CARD_FLAGS, INITIAL_FLAGS } from './dashboardFlags';
import { dashboardMachine } from './dashboardMachine';

const allOn = Object.fromEntries(CARD_FLAGS.map((f) => [f, true]));

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
  return createActor(
    dashboardMachine.provide({ actors: { status: fromPromise(status), card } as never }),
  ).start();
}

describe('dashboard machine', () => {
  it('spawns one request actor per box and goes active with the status', async () => {
    const actor = dashboard(async () => ({ ...allOn, dashboardActive: true }));
    expect(actor.getSnapshot().hasTag('init')).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.cards)).toEqual(DASHBOARD_CARDS.map((c) => c.id));
    await waitFor(actor, (s) => s.matches('active'));
    const cards = Object.values(actor.getSnapshot().context.cards);
    await Promise.all(cards.map((ref) => waitFor(ref, (s) => s.hasTag('loaded'))));
    expect(actor.getSnapshot().context.cards.unpaidInvoices.getSnapshot().context.data).toEqual({
      row: 'dashboardUnpaidInvoices',
    });
  });

  it('lets one box fail and retry while the others stay loaded', async () => {
    const actor = dashboard(async () => ({ dashboardActive: true }), ['dashboardUnpaidInvoices']);
    const { cards } = actor.getSnapshot().context;
    await waitFor(cards.unpaidInvoices, (s) => s.hasTag('failed'));
    await waitFor(cards.billingInformation, (s) => s.hasTag('loaded'));
    expect(cards.unpaidInvoices.getSnapshot().can({ type: 'user.retry' })).toBe(true);
    cards.unpaidInvoices.send({ type: 'user.retry' });
    expect(cards.unpaidInvoices.getSnapshot().hasTag('loading')).toBe(true);
    expect(cards.billingInformation.getSnapshot().hasTag('loaded')).toBe(true);
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

describe('advisors machine', () => {
  it('is the shared request machine', () => {
    expect(advisorsMachine.id).toBe('customerAdvisors');
    expect(Object.keys(advisorsMachine.states)).toEqual(['loading', 'loaded', 'failed']);
  });

  it('loads a loaded list again on user.refresh, which the advisors page does not offer', async () => {
    const load = vi.fn(async (): Promise<unknown> => ({ advisors: [] }));
    const actor = createActor(
      advisorsMachine.provide({ actors: { load: fromPromise<unknown, { value: unknown }>(load) } }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.refresh' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
