import { createActor, fromPromise, waitFor } from 'xstate';
import { PERMISSION_GROUPS, type PersonPermissions } from '../../api/authorizedUsers/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { type ChangeReport, permissionEditMachine, type SaveInput } from './permissionEditMachine';
import { draftChanges, setLevel } from './permissionRules';

const none = PERMISSION_GROUPS.map(({ id }) => ({ group: id, read: false, request: false, approve: false }));

function personOf(overrides: Partial<PersonPermissions> = {}): PersonPermissions {
  return {
    userId: 7,
    fullName: 'Zeynep Kaya',
    corporateNcst: 'C1',
    fullAuthority: false,
    companies: [{ corporateNcst: 'C1', name: 'Örnek A.Ş.' }],
    permissions: none,
    refusal: null,
    lastFullAuthority: null,
    ...overrides,
  };
}

function start(
  options: {
    person?: PersonPermissions;
    otp?: () => Promise<OtpOutput>;
    save?: (input: SaveInput) => Promise<unknown>;
  } = {},
) {
  const otpInputs: unknown[] = [];
  const reports: ChangeReport[] = [];
  const save = vi.fn(
    options.save ??
      (async (input: SaveInput) => ({ ...personOf(), permissions: input.permissions, changedGroups: 1 })),
  );
  const actor = createActor(
    permissionEditMachine.provide({
      actors: {
        load: fromPromise(async () => options.person ?? personOf()),
        save: fromPromise(({ input }: { input: SaveInput }) => save(input)),
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return (
            options.otp ?? (async () => ({ status: 'validated', result: {}, transactionId: 'tx-1' }))
          )();
        }),
      } as never,
      actions: { reportChange: (_, report) => reports.push(report) },
    }),
    { input: { userId: 7 } },
  ).start();
  return { actor, otpInputs, save, reports };
}

describe('permission rules', () => {
  it('request and approve include reading; dropping reading drops them', () => {
    let entries = setLevel(none, 'lineUser', 'request', true);
    expect(entries.find((e) => e.group === 'lineUser')).toMatchObject({ read: true, request: true });
    entries = setLevel(entries, 'lineUser', 'read', false);
    expect(entries.find((e) => e.group === 'lineUser')).toMatchObject({
      read: false,
      request: false,
      approve: false,
    });
  });

  it('lists what changes, and nothing of the grid when full authority is kept', () => {
    const saved = { fullAuthority: false, permissions: none };
    const changes = draftChanges(saved, {
      fullAuthority: false,
      permissions: setLevel(none, 'tariff', 'approve', true),
    });
    expect(changes.groups).toEqual([
      { group: 'tariff', title: 'Tarife değişikliği', from: [], to: ['read', 'approve'] },
    ]);
    expect(draftChanges(saved, { fullAuthority: true, permissions: none })).toEqual({
      fullAuthority: { from: false, to: true },
      groups: [],
    });
  });
});

describe('permissionEditMachine', () => {
  it('edits, reviews, confirms with the SMS code whose reference is the person, saves and reports', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    expect(run.actor.getSnapshot().can({ type: 'user.review' })).toBe(false);
    run.actor.send({ type: 'level.set', group: 'usageAbroad', level: 'request', on: true });
    run.actor.send({ type: 'user.review' });
    expect(run.actor.getSnapshot().matches('reviewing')).toBe(true);
    run.actor.send({ type: 'user.confirm' });
    await waitFor(run.actor, (s) => s.matches('done'));
    expect(run.otpInputs).toEqual([{ purpose: 'AUTHORIZED_USER', reference: '7' }]);
    const sent = run.save.mock.calls[0]?.[0];
    expect(sent?.transactionId).toBe('tx-1');
    expect(sent?.permissions.find((p) => p.group === 'usageAbroad')).toMatchObject({
      read: true,
      request: true,
    });
    expect(run.reports).toEqual([{ changedGroups: 1 }]);
    expect(run.actor.getSnapshot().context.savedGroups).toBe(1);
    run.actor.send({ type: 'user.again' });
    expect(run.actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('after a save still shows each company’s corporate number and holding, which the save’s answer leaves out', async () => {
    const loaded = personOf({
      companies: [
        { corporateNcst: 'C1', name: 'Örnek A.Ş.', corporateId: '1000001', holdingName: 'Örnek Holding' },
        { corporateNcst: 'C2', name: 'Örnek Lojistik', corporateId: '1000002', holdingName: 'Örnek Holding' },
      ],
    });
    const run = start({
      person: loaded,
      // As the sandbox answers a change: the companies by name only.
      save: async (input) => ({
        ...personOf({
          companies: [
            { corporateNcst: 'C1', name: 'Örnek A.Ş.' },
            { corporateNcst: 'C2', name: 'Örnek Lojistik' },
          ],
        }),
        permissions: input.permissions,
        changedGroups: 1,
      }),
    });
    await waitFor(run.actor, (s) => s.matches('editing'));
    run.actor.send({ type: 'level.set', group: 'usageAbroad', level: 'read', on: true });
    run.actor.send({ type: 'user.review' });
    run.actor.send({ type: 'user.confirm' });
    await waitFor(run.actor, (s) => s.matches('done'));
    const person = run.actor.getSnapshot().context.person;
    expect(person?.companies).toEqual(loaded.companies);
    expect(person?.permissions.find((p) => p.group === 'usageAbroad')?.read).toBe(true);
  });

  it('stays on the summary when the code is not validated, and after a refused save', async () => {
    const cancelled = start({ otp: async () => ({ status: 'cancelled' }) as OtpOutput });
    await waitFor(cancelled.actor, (s) => s.matches('editing'));
    cancelled.actor.send({ type: 'level.set', group: 'tariff', level: 'read', on: true });
    cancelled.actor.send({ type: 'user.review' });
    cancelled.actor.send({ type: 'user.confirm' });
    await waitFor(cancelled.actor, (s) => s.matches('reviewing'));
    expect(cancelled.save).not.toHaveBeenCalled();

    const refused = start({
      save: async () => Promise.reject(new Error('Kendi yetkilerinizi değiştiremezsiniz.')),
    });
    await waitFor(refused.actor, (s) => s.matches('editing'));
    refused.actor.send({ type: 'level.set', group: 'tariff', level: 'read', on: true });
    refused.actor.send({ type: 'user.review' });
    refused.actor.send({ type: 'user.confirm' });
    await waitFor(refused.actor, (s) => s.matches('reviewing') && s.context.failure !== undefined);
    expect(refused.actor.getSnapshot().context.failure).toBe('Kendi yetkilerinizi değiştiremezsiniz.');
    expect(refused.reports).toEqual([
      { changedGroups: 0, errorMessage: 'Kendi yetkilerinizi değiştiremezsiniz.' },
    ]);
  });

  it('keeps a refused person read-only and the last full authority in place', async () => {
    const own = start({ person: personOf({ refusal: 'Kendi yetkilerinizi değiştiremezsiniz.' }) });
    await waitFor(own.actor, (s) => s.matches('editing'));
    own.actor.send({ type: 'level.set', group: 'tariff', level: 'read', on: true });
    expect(own.actor.getSnapshot().context.draft.permissions.some((p) => p.read)).toBe(false);

    const all = PERMISSION_GROUPS.map(({ id }) => ({ group: id, read: true, request: true, approve: true }));
    const last = start({
      person: personOf({ fullAuthority: true, permissions: all, lastFullAuthority: 'tek' }),
    });
    await waitFor(last.actor, (s) => s.matches('editing'));
    last.actor.send({ type: 'fullAuthority.set', on: false });
    expect(last.actor.getSnapshot().context.draft.fullAuthority).toBe(true);
    // With full authority the grid is closed.
    last.actor.send({ type: 'level.set', group: 'tariff', level: 'read', on: false });
    expect(last.actor.getSnapshot().can({ type: 'user.review' })).toBe(false);
  });

  it('resets the draft to what is saved', async () => {
    const run = start();
    await waitFor(run.actor, (s) => s.matches('editing'));
    run.actor.send({ type: 'level.set', group: 'tariff', level: 'approve', on: true });
    run.actor.send({ type: 'user.reset' });
    expect(run.actor.getSnapshot().context.draft.permissions).toEqual(none);
  });
});
