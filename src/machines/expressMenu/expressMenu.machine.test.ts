import { createActor, fromPromise, waitFor } from 'xstate';
import type { ExpressAction, ExpressActionName, ExpressMenuChange } from '../../api/expressMenu/types';
import { expressMenuMachine } from './expressMenuMachine';

const a = (actionName: ExpressActionName): ExpressAction => ({
  actionName,
  title: actionName,
  url: `/${actionName}`,
});

function menu(failLoad = false) {
  let pinned = [a('INVOICES')];
  let available = [a('ROAMING')];
  const content = () => ({ customerExpressMenu: pinned, availableActions: available });
  return createActor(
    expressMenuMachine.provide({
      actors: {
        load: fromPromise(async () => {
          if (failLoad) throw new Error('down');
          return content();
        }),
        add: fromPromise<ExpressMenuChange, { body: { actionName: ExpressActionName } }>(
          async ({ input }) => {
            pinned = [...pinned, a(input.body.actionName)];
            available = available.filter((x) => x.actionName !== input.body.actionName);
            return { ...content(), addMenuResponse: { actionName: input.body.actionName, added: true } };
          },
        ),
        remove: fromPromise<ExpressMenuChange, { body: { actionName: ExpressActionName } }>(
          async ({ input }) => {
            pinned = pinned.filter((x) => x.actionName !== input.body.actionName);
            return { ...content(), deleteStatus: { actionName: input.body.actionName, deleted: true } };
          },
        ),
      } as never,
    }),
  ).start();
}

describe('express menu machine', () => {
  it('loads the list from customerExpressMenu, adds and deletes', async () => {
    const actor = menu();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.menuList.map((x) => x.actionName)).toEqual(['INVOICES']);
    // Neither offered nor pinned: nothing to add or delete.
    expect(actor.getSnapshot().can({ type: 'user.add', actionName: 'SIM_CARD' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.delete', actionName: 'SIM_CARD' })).toBe(false);
    actor.send({ type: 'user.add', actionName: 'ROAMING' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.addMenuResponse).toEqual({ actionName: 'ROAMING', added: true });
    expect(actor.getSnapshot().context.menuList.map((x) => x.actionName)).toEqual(['INVOICES', 'ROAMING']);
    actor.send({ type: 'user.delete', actionName: 'INVOICES' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.deleteStatus !== null);
    expect(actor.getSnapshot().context.deleteStatus).toEqual({ actionName: 'INVOICES', deleted: true });
    expect(actor.getSnapshot().context.menuList.map((x) => x.actionName)).toEqual(['ROAMING']);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const actor = menu(true);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'user.retry' })).toBe(true);
  });
});
