// @vitest-environment node
/**
 * The recorder's promise over the whole catalogue: every row that changes data leaves exactly
 * one entry per call, with a valid request (each feature's conformance input, found by glob) and
 * with an invalid one; reads leave none.
 */
import type { ConformanceRequest, FeatureConformance } from '../conformanceKit';
import { endpoints } from '../contract';
import { auditWorld } from './testKit';

const world = await auditWorld();
afterAll(() => world.client.close());

const FEATURES = import.meta.glob<FeatureConformance>('../*/conformance.ts', {
  eager: true,
  import: 'conformance',
});
/** A session of its own, for the rows that end theirs (the world's must stay signed in). */
const ownSession = async () =>
  (await world.client.login(world.userName, world.kit.person.password)).pageToken;
const inputs: Record<string, () => ConformanceRequest | Promise<ConformanceRequest>> = Object.assign(
  {},
  ...Object.values(FEATURES).map((feature) => feature.inputs(world.kit)),
  { logout: async () => ({ token: await ownSession() }) },
);

const writes = endpoints.filter((row) => row.access === 'write').map((row) => row.name);
const reads = endpoints.filter((row) => row.access !== 'write').map((row) => row.name);
/** Rows whose valid request went through: some must, or the test proves little. */
const succeeded: string[] = [];

/** The request, prepared before counting (preparing may itself call write rows). */
async function prepared(name: string): Promise<ConformanceRequest> {
  try {
    return (await inputs[name]?.()) ?? {};
  } catch {
    // A row whose valid request cannot be made here is still called: one entry all the same.
    return {};
  }
}

describe('every write row leaves exactly one audit entry per call', () => {
  it('has write rows to check', () => {
    expect(writes.length).toBeGreaterThan(50);
  });

  it.each(writes)('%s, with a valid request', async (name) => {
    const req = await prepared(name);
    const before = world.count();
    const res = await world.send(name, req);
    expect(world.count()).toBe(before + 1);
    const entry = world.last();
    expect(entry?.operation).toBe(name);
    expect(entry?.operation_title).toMatch(/\S/);
    if (res.status === 200 && (res.body === undefined || res.body.status?.code === '0')) {
      expect(entry?.result).toBe('SUCCESS');
      succeeded.push(name);
    } else {
      expect(entry?.result).toBe('ERROR');
      expect(entry?.error_code).toBe(res.body?.status?.code);
      expect(entry?.error_message).toBe(res.body?.status?.message);
    }
  });

  it.each(writes)('%s, with an invalid request', async (name) => {
    const token = name === 'logout' ? await ownSession() : undefined;
    const before = world.count();
    const res = await world.send(name, { params: { any: '' }, body: [{ yanlis: true }], token });
    expect(world.count()).toBe(before + 1);
    const entry = world.last();
    expect(entry?.operation).toBe(name);
    if (res.status !== 200) {
      expect(entry?.result).toBe('ERROR');
      expect(entry?.error_message).toBe(res.body?.status?.message);
    }
  });

  it('recorded successes among them (the conformance inputs work)', () => {
    expect(succeeded).toEqual(
      expect.arrayContaining(['usageAbroadOpen', 'callAbroadClose', 'tariffChange', 'simCardCreateOrder']),
    );
  });
});

describe('reads are not recorded', () => {
  it.each(reads)('%s', async (name) => {
    const before = world.count();
    await world.send(name, {});
    expect(world.count()).toBe(before);
  });
});
