import type { EventObject } from 'xstate';
import { PERMISSION_GROUPS, type PersonPermissions } from '../../src/api/authorizedUsers/types';
import type { overviewMachine } from '../../src/machines/authorizedUsers/overviewMachine';
import {
  changesOf,
  type permissionEditMachine,
} from '../../src/machines/authorizedUsers/permissionEditMachine';
import { hasChanges } from '../../src/machines/authorizedUsers/permissionRules';
import type { personListMachine } from '../../src/machines/authorizedUsers/personListMachine';
import { freshSandbox } from './support/seededSandbox';

export type ListSnapshot = ReturnType<typeof personListMachine.getInitialSnapshot>;
export type EditSnapshot = ReturnType<typeof permissionEditMachine.getInitialSnapshot>;
export type OverviewSnapshot = ReturnType<typeof overviewMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PATHS = {
  list: '/dc_ccsi/v1/authorized-users',
  permissions: '/dc_ccsi/v1/authorized-users/permissions',
  change: '/dc_ccsi/v1/authorized-users/permissions/change',
};

/** The limited user's id in the seed: the person whose rights the walks change. */
export const LIMITED_ID = (() => {
  const sandbox = freshSandbox();
  const row = sandbox.db.prepare('SELECT id FROM users WHERE user_name = ?').get('kisitli.kullanici') as {
    id: number;
  };
  sandbox.close();
  return row.id;
})();

/** The group the walks tick: its "Talep" checkbox. */
export const GROUP = { id: 'usageAbroad', title: 'Yurt dışı kullanım ve arama' } as const;

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

/** The limited user as the sandbox answers: no level anywhere, changeable. */
const LIMITED: PersonPermissions = {
  userId: LIMITED_ID,
  fullName: 'Zeynep Kaya',
  corporateNcst: 'x',
  fullAuthority: false,
  companies: [],
  permissions: PERMISSION_GROUPS.map(({ id }) => ({
    group: id,
    read: false,
    request: false,
    approve: false,
  })),
  refusal: null,
  lastFullAuthority: null,
};

/** The list loads or fails, is retried, and is asked again for one type. */
export function listEvents(s: ListSnapshot): ModelEvent[] {
  return [
    {
      type: 'xstate.done.actor.load',
      output: { corporateNcst: 'x', corporateName: 'x', viewerMayChange: true, persons: [] },
    },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'user.refresh', input: { authFilter: 'YETKILI', name: '' } },
  ].filter((event) => s.can(event as never));
}

export const serializeList = (s: ListSnapshot) =>
  JSON.stringify({ value: s.value, type: s.context.input.authFilter });

/**
 * One person's permissions: load (or fail and retry), tick the group's request level or full
 * authority, undo, review, go back, confirm with the code (validated or cancelled), save (or a
 * refusal), edit again.
 */
export function editEvents(s: EditSnapshot): ModelEvent[] {
  const { draft } = s.context;
  const request = draft.permissions.find((p) => p.group === GROUP.id)?.request ?? false;
  return [
    { type: 'xstate.done.actor.load', output: LIMITED },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'level.set', group: GROUP.id, level: 'request', on: !request },
    { type: 'fullAuthority.set', on: !draft.fullAuthority },
    { type: 'user.reset' },
    { type: 'user.review' },
    { type: 'user.back' },
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 't' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    {
      type: 'xstate.done.actor.save',
      output: {
        ...LIMITED,
        fullAuthority: draft.fullAuthority,
        permissions: draft.permissions,
        changedGroups: 1,
      },
    },
    { type: 'xstate.error.actor.save', error: fail() },
    { type: 'user.again' },
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializeEdit = (s: EditSnapshot) =>
  JSON.stringify({
    value: s.value,
    fullAuthority: s.context.draft.fullAuthority,
    changed: hasChanges(changesOf(s.context)),
    failed: Boolean(s.context.failure),
  });

/** The overview: a person's name typed into the filter, and the filter cleared. */
export function overviewEvents(s: OverviewSnapshot): ModelEvent[] {
  return [
    s.context.filter.name === ''
      ? { type: 'filter.change', filter: { name: 'Elif', group: '', level: '' } }
      : { type: 'filter.clear' },
  ];
}

export const serializeOverview = (s: OverviewSnapshot) => JSON.stringify({ name: s.context.filter.name });
