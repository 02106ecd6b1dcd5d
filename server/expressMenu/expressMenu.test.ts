// @vitest-environment node
/** The header's fast-operation menu: list, add and delete per person, each person's own setting. */
import type { ExpressMenuChange, ExpressMenuContent } from '../../src/api/expressMenu/types';
import { BODY_CODES } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';

describe('express menu', () => {
  it('is the person’s own setting: a person without full authority or any Talep keeps her shortcuts', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.limited);
    expect((await client.call('expressMenu', {}, { token })).status).toBe(200);
    const added = await client.call<ExpressMenuChange>(
      'expressMenuAdd',
      { actionName: 'ROAMING' },
      { token },
    );
    expect(added.status).toBe(200);
    expect(added.body.content?.addMenuResponse).toEqual({ actionName: 'ROAMING', added: true });
    const list = await client.call<ExpressMenuContent>('expressMenu', {}, { token });
    expect(list.body.content?.customerExpressMenu.map((a) => a.actionName)).toContain('ROAMING');
    expect((await client.call('expressMenuDelete', { actionName: 'ROAMING' }, { token })).status).toBe(200);
  });

  it('lists, adds and deletes the person’s fast operations, asking for a menu refresh', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const list = await client.call<ExpressMenuContent>('expressMenu', {}, { token });
    expect(list.body.content?.customerExpressMenu.map((a) => a.actionName)).toEqual([
      'INVOICES',
      'TARIFF_CHANGE',
      'SIM_CARD',
    ]);
    const added = await client.call<ExpressMenuChange>(
      'expressMenuAdd',
      { actionName: 'ROAMING' },
      { token },
    );
    expect(added.status).toBe(200);
    expect(added.body.content?.addMenuResponse).toEqual({ actionName: 'ROAMING', added: true });
    expect(added.body.content?.menuRefresh).toBe(true);
    expect(added.body.content?.customerExpressMenu.at(-1)?.actionName).toBe('ROAMING');
    const twice = await client.call('expressMenuAdd', { actionName: 'ROAMING' }, { token });
    expect(twice.status).toBe(400);
    expect(twice.body.status?.message).toBe('Bu işlem hızlı işlemlerinizde zaten var.');

    const deleted = await client.call<ExpressMenuChange>(
      'expressMenuDelete',
      { actionName: 'INVOICES' },
      { token },
    );
    expect(deleted.body.content?.deleteStatus).toEqual({ actionName: 'INVOICES', deleted: true });
    expect(deleted.body.content?.availableActions.map((a) => a.actionName)).toContain('INVOICES');
    const again = await client.call<ExpressMenuContent>('expressMenu', {}, { token });
    expect(again.body.content?.customerExpressMenu.map((a) => a.actionName)).toEqual([
      'TARIFF_CHANGE',
      'SIM_CARD',
      'ROAMING',
    ]);
  });

  it('answers 400 with a Turkish sentence naming the wrong field', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    for (const row of ['expressMenuAdd', 'expressMenuDelete']) {
      const unknown = await client.call(row, { actionName: 'NOPE' }, { token });
      expect(unknown.status, row).toBe(400);
      expect(unknown.body.status?.code, row).toBe(BODY_CODES.validation);
      expect(unknown.body.status?.message, row).toBe(
        'Hızlı işlem şu değerlerden biri olmalıdır: INVOICES, TARIFF_CHANGE, ADDITIONAL_PACKAGE, SIM_CARD, ROAMING, NEW_LINE, RE_CONTRACT, MY_ORDERS, CONTRACTS.',
      );
      const missing = await client.call(row, {}, { token });
      expect(missing.body.status?.message, row).toBe('Hızlı işlem zorunludur.');
    }
  });
});
