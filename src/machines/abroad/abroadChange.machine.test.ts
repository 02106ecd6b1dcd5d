import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import { type AbroadValidation, MAX_ABROAD_CHANGE } from '../../api/abroad/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import {
  abroadChangeMachine,
  type CollectInput,
  chosenCount,
  type ValidateInput,
} from './abroadChangeMachine';
import { validationOf } from './testLines';

function start(
  options: {
    validate?: (input: ValidateInput) => Promise<AbroadValidation>;
    collect?: (input: CollectInput) => Promise<string[]>;
    /** null: the rights are not known (loading or failed). */
    rights?: PersonRights | null;
  } = {},
) {
  const changeValidated = vi.fn();
  const validate = vi.fn(options.validate ?? (async (input: ValidateInput) => validationOf(input.msisdns)));
  const collect = vi.fn(
    options.collect ?? (async (_: CollectInput) => ['5320000001', '5320000002', '5320000003']),
  );
  const actor = createActor(
    abroadChangeMachine.provide({
      actors: {
        validate: fromPromise(({ input }: { input: ValidateInput }) => validate(input)),
        collectNumbers: fromPromise(({ input }: { input: CollectInput }) => collect(input)),
      },
      actions: { changeValidated: (_, validation) => changeValidated(validation) },
    }),
    {
      input: {
        service: 'ROAMING',
        rights: options.rights === null ? undefined : (options.rights ?? FULL_RIGHTS),
      },
    },
  ).start();
  return { actor, changeValidated, validate, collect };
}

describe('abroadChangeMachine', () => {
  it('needs a chosen line before checking', () => {
    const { actor, validate } = start();
    expect(actor.getSnapshot().can({ type: 'user.change', action: 'OPEN' })).toBe(false);
    actor.send({ type: 'user.change', action: 'OPEN' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(validate).not.toHaveBeenCalled();
  });

  it('checks nothing and leads to no confirm page or SMS code without the usageAbroad group’s Talep (issue 37)', async () => {
    for (const rights of [withoutRequest('usageAbroad'), null]) {
      const { actor, validate, collect, changeValidated } = start({ rights });
      actor.send({ type: 'selection.change', ids: ['5321111111'] });
      expect(actor.getSnapshot().can({ type: 'user.change', action: 'CLOSE' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.change', action: 'CLOSE' });
      actor.send({ type: 'selection.all', total: MAX_ABROAD_CHANGE + 1, filter: {} });
      actor.send({ type: 'user.change', action: 'OPEN' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(validate).not.toHaveBeenCalled();
      expect(collect).not.toHaveBeenCalled();
      expect(changeValidated).not.toHaveBeenCalled();
    }
  });

  it('checks the chosen numbers for the asked action and hands a validation with allowed lines on', async () => {
    const { actor, validate, changeValidated } = start();
    actor.send({ type: 'selection.change', ids: ['5321111111', '5322222222'] });
    actor.send({ type: 'user.change', action: 'CLOSE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(validate).toHaveBeenCalledWith({
      service: 'ROAMING',
      action: 'CLOSE',
      msisdns: ['5321111111', '5322222222'],
    });
    expect(changeValidated).toHaveBeenCalledWith(validationOf(['5321111111', '5322222222']));
  });

  it('"all N matching" fetches the filter\'s numbers first and checks those', async () => {
    const { actor, validate, collect } = start();
    actor.send({ type: 'selection.all', total: 3, filter: { roaming: true } });
    expect(chosenCount(actor.getSnapshot().context)).toBe(3);
    actor.send({ type: 'user.change', action: 'CLOSE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(collect).toHaveBeenCalledWith({ service: 'ROAMING', filter: { roaming: true } });
    expect(validate.mock.calls[0]?.[0].msisdns).toEqual(['5320000001', '5320000002', '5320000003']);
  });

  it('when no line can change it stays with the reasons, and the selection is kept', async () => {
    const { actor, changeValidated } = start({ validate: async () => validationOf([], ['5321111111']) });
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.change', action: 'CLOSE' });
    await waitFor(actor, (s) => s.matches('allRefused'));
    expect(actor.getSnapshot().context.validation?.refused).toHaveLength(1);
    expect(changeValidated).not.toHaveBeenCalled();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ selected: ['5321111111'], validation: undefined });
  });

  it('more lines than one change may name are refused before any call', () => {
    const { actor, collect, validate } = start();
    actor.send({ type: 'selection.all', total: MAX_ABROAD_CHANGE + 1, filter: {} });
    actor.send({ type: 'user.change', action: 'OPEN' });
    expect(actor.getSnapshot().matches('tooMany')).toBe(true);
    expect(collect).not.toHaveBeenCalled();
    expect(validate).not.toHaveBeenCalled();
    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('a failed check holds the code and is retried with the same lines', async () => {
    let calls = 0;
    const { actor, changeValidated } = start({
      validate: async (input) => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('x'), { code: 'NETWORK' });
        return validationOf(input.msisdns);
      },
    });
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.change', action: 'OPEN' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('NETWORK');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(changeValidated).toHaveBeenCalledTimes(1);
  });

  it('a failed collection can be dismissed, keeping "all matching" chosen', async () => {
    const { actor } = start({ collect: async () => Promise.reject(new Error('down')) });
    actor.send({ type: 'selection.all', total: 40, filter: {} });
    actor.send({ type: 'user.change', action: 'OPEN' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('UNKNOWN');
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ allMatching: true, matching: 40 });
  });
});
