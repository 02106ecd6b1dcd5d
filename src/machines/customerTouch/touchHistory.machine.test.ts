import { createActor, fromPromise, waitFor } from 'xstate';
import type { TouchHistoryPage } from '../../api/customerTouch/types';
import { EMPTY_TOUCH_QUERY, touchHistoryMachine, touchRequest } from './touchHistoryMachine';

const page: TouchHistoryPage = { items: [], totalCount: 0, periods: ['2026-11'] };

describe('touchHistoryMachine', () => {
  it('sends only the filters that are set, trimmed, from the first row', () => {
    expect(touchRequest(EMPTY_TOUCH_QUERY)).toEqual({ offset: 0, limit: 200 });
    expect(touchRequest({ period: '2026-10', channel: 'VISIT', text: '  Şule ' })).toEqual({
      offset: 0,
      limit: 200,
      period: '2026-10',
      channel: 'VISIT',
      text: 'Şule',
    });
  });

  it('loads, then loads again with the new filters on user.refresh', async () => {
    const inputs: unknown[] = [];
    const machine = touchHistoryMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) => {
          inputs.push((input as { value: unknown }).value);
          return page;
        }),
      },
    });
    const actor = createActor(machine, { input: EMPTY_TOUCH_QUERY }).start();
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'user.refresh', input: { period: '', channel: 'CALL', text: '' } });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(inputs).toEqual([EMPTY_TOUCH_QUERY, { period: '', channel: 'CALL', text: '' }]);
    expect(actor.getSnapshot().context.data).toEqual(page);
  });
});
