import { createActor, fromPromise, waitFor } from 'xstate';
import { PERMISSION_GROUP_IDS, type PersonRights } from '../../api/authorizedUsers/types';
import { mayDo } from '../../lib/rights';
import { rightsMachine } from './rightsMachine';

const LIMITED: PersonRights = {
  fullAuthority: false,
  groups: Object.fromEntries(
    PERMISSION_GROUP_IDS.map((id) => [
      id,
      { read: id !== 'invoices', request: id === 'lineUser', approve: false },
    ]),
  ) as PersonRights['groups'],
};

/** A rights actor whose load answers with each of `answers` in turn (an Error is a failed load). */
function start(answers: (PersonRights | Error)[]) {
  const load = vi.fn(async () => {
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  });
  const actor = createActor(
    rightsMachine.provide({ actors: { personRights: fromPromise(() => load()) } }),
  ).start();
  return { actor, load };
}

describe('rights machine', () => {
  it('allows nothing while loading, then holds what the row answered', async () => {
    const { actor } = start([LIMITED]);
    expect(actor.getSnapshot().hasTag('rights:loading')).toBe(true);
    expect(mayDo(actor.getSnapshot().context.rights, 'lineUser', 'request')).toBe(false);
    await waitFor(actor, (s) => s.matches('loaded'));
    const { rights } = actor.getSnapshot().context;
    expect(mayDo(rights, 'lineUser', 'request')).toBe(true);
    expect(mayDo(rights, 'tariff', 'request')).toBe(false);
    expect(mayDo(rights, 'invoices', 'read')).toBe(false);
  });

  it('a failed load allows nothing and offers a retry, which loads again', async () => {
    const { actor, load } = start([new Error('Servis başarısız oldu.'), LIMITED]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.rights).toBeUndefined();
    expect(mayDo(actor.getSnapshot().context.rights, 'tariff', 'read')).toBe(false);
    actor.send({ type: 'user.retryRights' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets the old company's rights on a reload and reads the new ones", async () => {
    const other: PersonRights = {
      ...LIMITED,
      groups: { ...LIMITED.groups, tariff: { read: true, request: true, approve: false } },
    };
    const { actor } = start([LIMITED, other]);
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'rights.reload' });
    expect(actor.getSnapshot().context.rights).toBeUndefined();
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(mayDo(actor.getSnapshot().context.rights, 'tariff', 'request')).toBe(true);
  });

  it('a reload while loading drops the answer on its way and asks again', async () => {
    let release: (value: PersonRights) => void = () => {};
    const first = new Promise<PersonRights>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    const actor = createActor(
      rightsMachine.provide({
        actors: {
          personRights: fromPromise(() => {
            calls.push('load');
            return calls.length === 1 ? first : Promise.resolve(LIMITED);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'rights.reload' });
    await waitFor(actor, (s) => s.matches('loaded'));
    release({ ...LIMITED, fullAuthority: true });
    await Promise.resolve();
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.rights?.fullAuthority).toBe(false);
  });
});
