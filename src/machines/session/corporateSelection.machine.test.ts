import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EasyLoginCorporate, LoginResponse } from '../../api/types';
import { type CorporateSelectionInput, corporateSelectionMachine } from './corporateSelectionMachine';
import { corp, loginResponse } from './sessionFixtures';

interface Calls {
  changeCorporate?: (corporateNcst: string) => Promise<LoginResponse>;
  defaultHoldingSet?: (corporateNcst: string) => Promise<{ easyLoginCorporateList: EasyLoginCorporate[] }>;
  defaultHoldingDelete?: () => Promise<{ easyLoginCorporateList: EasyLoginCorporate[] }>;
}

const INPUT: CorporateSelectionInput = { corporates: [corp('C-1', true), corp('C-2')], current: 'C-1' };

const ncstOf = (call: { body?: unknown } | undefined) =>
  (call?.body as { corporateNcst: string } | undefined)?.corporateNcst ?? '';

/** The child under a stand-in parent that records what the child tells it (corporate.listChanged). */
function start(input: CorporateSelectionInput = INPUT, given: Calls = {}) {
  const calls = {
    changeCorporate: vi.fn(
      given.changeCorporate ??
        (async (ncst: string) => loginResponse({ pageToken: 'tok-2', corporateNcst: ncst })),
    ),
    defaultHoldingSet: vi.fn(
      given.defaultHoldingSet ??
        (async (ncst: string) => ({
          easyLoginCorporateList: [corp('C-1', ncst === 'C-1'), corp('C-2', ncst === 'C-2')],
        })),
    ),
    defaultHoldingDelete: vi.fn(
      given.defaultHoldingDelete ?? (async () => ({ easyLoginCorporateList: [corp('C-1'), corp('C-2')] })),
    ),
  };
  const child = corporateSelectionMachine.provide({
    actors: {
      changeCorporate: fromPromise(({ input: call }) => calls.changeCorporate(ncstOf(call))),
      defaultHoldingSet: fromPromise(({ input: call }) => calls.defaultHoldingSet(ncstOf(call))),
      defaultHoldingDelete: fromPromise(() => calls.defaultHoldingDelete()),
    },
  });
  const told = vi.fn();
  const parent = createMachine({
    invoke: { id: 'child', src: child, input },
    on: { 'corporate.listChanged': { actions: ({ event }) => told(event) } },
  });
  const host = createActor(parent).start();
  const actor = host.getSnapshot().children.child as ReturnType<typeof createActor<typeof child>>;
  return { actor, calls, told };
}

describe('corporateSelectionMachine', () => {
  it('the current company ends the step as stayed, without a call', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-1' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'stayed' });
    expect(calls.changeCorporate).not.toHaveBeenCalled();
  });

  it('another company is changed to and ends the step as switched with its login', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
    expect(actor.getSnapshot().hasTag('loader')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.changeCorporate).toHaveBeenCalledWith('C-2');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'switched',
      login: loginResponse({ pageToken: 'tok-2', corporateNcst: 'C-2' }),
    });
  });

  it("the header switcher's choice starts the change at once", async () => {
    const { actor, calls } = start({ ...INPUT, switchTo: 'C-2' });
    expect(actor.getSnapshot().matches('switching')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.changeCorporate).toHaveBeenCalledWith('C-2');
  });

  it('a failed change stays on the choice with the message', async () => {
    const { actor } = start(INPUT, {
      changeCorporate: async () => {
        throw new Error('Şirket değiştirilemedi.');
      },
    });
    actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
    await waitFor(actor, (s) => s.context.problem !== undefined);
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'server', text: 'Şirket değiştirilemedi.' });
  });

  it("a refused header change ends the step as refused, with the reason: the person's page is elsewhere", async () => {
    const { actor } = start(
      { ...INPUT, switchTo: 'C-2' },
      {
        changeCorporate: async () => {
          throw new Error('Bu şirket için yetkiniz yok.');
        },
      },
    );
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'refused',
      problem: { code: 'server', text: 'Bu şirket için yetkiniz yok.' },
    });
  });

  it('after a failed choice on the list, keeping the company still ends as stayed', async () => {
    const { actor } = start(INPUT, {
      changeCorporate: async () => {
        throw new Error('Şirket değiştirilemedi.');
      },
    });
    actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-2' });
    await waitFor(actor, (s) => s.context.problem !== undefined);
    actor.send({ type: 'user.selectCorporate', corporateNcst: 'C-1' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'stayed' });
  });

  it('setting and clearing the default show the new list and tell the session', async () => {
    const { actor, calls, told } = start();
    expect(actor.getSnapshot().can({ type: 'user.setDefaultCorporate', corporateNcst: 'C-1' })).toBe(false);
    actor.send({ type: 'user.setDefaultCorporate', corporateNcst: 'C-2' });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(calls.defaultHoldingSet).toHaveBeenCalledWith('C-2');
    expect(actor.getSnapshot().context.corporates).toEqual([corp('C-1'), corp('C-2', true)]);
    expect(told).toHaveBeenLastCalledWith({
      type: 'corporate.listChanged',
      corporates: [corp('C-1'), corp('C-2', true)],
    });

    actor.send({ type: 'user.clearDefaultCorporate' });
    await waitFor(actor, (s) => s.matches('choosing') && told.mock.calls.length === 2);
    expect(actor.getSnapshot().context.corporates).toEqual([corp('C-1'), corp('C-2')]);
    expect(actor.getSnapshot().can({ type: 'user.clearDefaultCorporate' })).toBe(false);
  });

  it('a failed default change keeps the list and says why; the session hears nothing', async () => {
    const { actor, told } = start(INPUT, {
      defaultHoldingSet: async () => {
        throw new Error('Kaydedilemedi.');
      },
    });
    actor.send({ type: 'user.setDefaultCorporate', corporateNcst: 'C-2' });
    await waitFor(actor, (s) => s.context.problem !== undefined);
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'server', text: 'Kaydedilemedi.' });
    expect(actor.getSnapshot().context.corporates).toEqual(INPUT.corporates);
    expect(told).not.toHaveBeenCalled();
  });
});
