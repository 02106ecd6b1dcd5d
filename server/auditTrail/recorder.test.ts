// @vitest-environment node
/**
 * The recorder's promise over the whole catalogue, decided by method and effect (effects.ts),
 * not by a row's `access` mark. Every served row's successful call is measured in
 * server/conformance.test.ts (one entry for a change, none and no changed table for the rest);
 * here: the list of rows that change nothing, one entry for every refused change, the rows that
 * read or change by their action, and the sign-ins whose success is made here.
 */
import type { LoginResponse } from '../../src/api/types';
import { endpoints } from '../contract';
import { CHANGING_ACTIONS, changes, UNCHANGING_ROWS } from './effects';
import { auditWorld } from './testKit';

// Test hooks on: the seamless sign-in's token is minted by one, and the fake login answers.
const world = await auditWorld({ testHooks: true });
afterAll(() => world.client.close());

/** A session of its own, for the rows that end theirs (the world's must stay signed in). */
const ownSession = async () =>
  (await world.client.login(world.userName, world.kit.person.password)).pageToken;

const nonGet = endpoints.filter((row) => row.method !== 'GET');
const recorded = nonGet.filter((row) => !Object.hasOwn(UNCHANGING_ROWS, row.name)).map((row) => row.name);

/** A change each action row names, for its refused call. */
const CHANGE_ACTIONS: Record<string, string> = {
  requestSubmittingDemandFormData: 'SUBMIT',
  requestSubmittingDemandHistoryDetail: 'WITHDRAW',
};

async function firstDemand(): Promise<string> {
  const list = await world.content<{ items: { demandId: string }[] }>('requestSubmittingDemandList');
  return world.kit.first(list.items, 'a seeded demand').demandId;
}

describe('which calls are recorded', () => {
  it('exempts only non-GET rows of the catalogue, each with its reason', () => {
    const names = new Set(nonGet.map((row) => row.name));
    for (const [name, reason] of Object.entries(UNCHANGING_ROWS)) {
      expect(names.has(name), name).toBe(true);
      expect(reason.length, name).toBeGreaterThan(20);
    }
    for (const name of Object.keys(CHANGING_ACTIONS)) {
      expect(recorded).toContain(name);
      expect(CHANGE_ACTIONS[name], `${name} needs a change to refuse below`).toBeDefined();
    }
  });

  it('records the changes the issue found unrecorded, whatever their access mark', () => {
    const rows = new Map(endpoints.map((row) => [row.name, row]));
    const call = (name: string, body: unknown = {}) => changes(rows.get(name)!, body);
    expect(call('requestSubmittingDemandFormData', { action: 'SUBMIT' })).toBe(true);
    expect(call('requestSubmittingDemandHistoryDetail', { action: 'NOTE' })).toBe(true);
    expect(call('requestSubmittingDemandHistoryDetail', { action: 'WITHDRAW' })).toBe(true);
    expect(call('customerToLogin')).toBe(true);
    expect(call('seamlessLoginData')).toBe(true);
    // Their reads are still reads.
    expect(call('requestSubmittingDemandFormData', { action: 'DESCRIBE' })).toBe(false);
    expect(call('requestSubmittingDemandHistoryDetail', {})).toBe(false);
    expect(call('allOrders')).toBe(false);
  });
});

describe('every refused change leaves exactly one entry', () => {
  it('has rows to check', () => {
    expect(recorded.length).toBeGreaterThan(60);
  });

  it.each(recorded)('%s', async (name) => {
    const token = name === 'logout' ? await ownSession() : undefined;
    // A row that changes by its action is called with a change it names, and a bad rest.
    const body = name in CHANGING_ACTIONS ? { action: CHANGE_ACTIONS[name], note: 5 } : [{ yanlis: true }];
    const before = world.count();
    const res = await world.send(name, { params: { any: '' }, body, token });
    expect(world.count()).toBe(before + 1);
    const entry = world.last();
    expect(entry?.operation).toBe(name);
    if (res.status !== 200) {
      expect(entry?.result).toBe('ERROR');
      expect(entry?.error_code).toBe(res.body?.status?.code);
      expect(entry?.error_message).toBe(res.body?.status?.message);
    }
  });
});

describe('a row that reads or changes by its action', () => {
  it('records a note on a demand, not the reading of its detail', async () => {
    const orderId = await firstDemand();
    const before = world.count();
    const read = await world.send('requestSubmittingDemandHistoryDetail', { params: { orderId }, body: {} });
    expect(read.status).toBe(200);
    expect(world.count()).toBe(before);
    const noted = await world.send('requestSubmittingDemandHistoryDetail', {
      params: { orderId },
      body: { action: 'NOTE', note: 'Denetim için not.' },
    });
    expect(noted.body?.status?.code).toBe('0');
    expect(world.count()).toBe(before + 1);
    expect(world.last()).toMatchObject({
      operation: 'requestSubmittingDemandHistoryDetail',
      operation_title: 'Talebe not ekleme',
      result: 'SUCCESS',
    });
    expect(JSON.parse(world.last()!.objects)).toContainEqual({ kind: 'ORDER', id: orderId });
  });

  it('records a demand’s submit with its number, and not the form’s description', async () => {
    const before = world.count();
    await world.send('requestSubmittingDemandFormData', {
      params: { pageName: 'invoice-address-change' },
      body: { action: 'DESCRIBE' },
    });
    expect(world.count()).toBe(before);
    const res = await world.send('requestSubmittingDemandFormData', {
      params: { pageName: 'invoice-address-change' },
      body: {
        action: 'SUBMIT',
        values: {
          city: 'İzmir',
          district: 'Konak',
          address: 'Alsancak Mah. 1453 Sok. No: 5',
          postalCode: '35220',
        },
        documentIds: [],
      },
    });
    const number = (res.body?.content as { demand?: { orderId: string } } | undefined)?.demand?.orderId;
    expect(number).toMatch(/^TLP-\d{8}-\d{6}$/);
    expect(world.count()).toBe(before + 1);
    expect(world.last()).toMatchObject({ operation_title: 'Talep oluşturma', result: 'SUCCESS' });
    expect(JSON.parse(world.last()!.objects)).toContainEqual({ kind: 'ORDER', id: number });
  });
});

describe('sign-ins that open a session', () => {
  it('records a seamless sign-in under the person it signed in', async () => {
    const minted = await world.client.app.request('/sandbox/entry/seamlessToken', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName: world.userName }),
    });
    const { token } = (await minted.json()) as { token: string };
    const before = world.count();
    const res = await world.send('seamlessLoginData', { token: null, body: { token } });
    expect((res.body?.content as LoginResponse | undefined)?.pageToken).toMatch(/\S/);
    expect(world.count()).toBe(before + 1);
    expect(world.last()).toMatchObject({
      operation: 'seamlessLoginData',
      person_name: 'Can Öztürk',
      result: 'SUCCESS',
    });
    expect(world.last()?.corporate_ncst).toMatch(/\S/);
  });

  it('records the test mode’s sign-in once', async () => {
    const before = world.count();
    const res = await world.send('fakeLogin', { token: null, body: { userName: world.userName } });
    expect(res.body?.status?.code).toBe('0');
    expect(world.count()).toBe(before + 1);
    expect(world.last()).toMatchObject({ operation: 'fakeLogin', result: 'SUCCESS' });
  });
});
