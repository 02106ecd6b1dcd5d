// @vitest-environment node
/**
 * Flow usage in the sandbox (issue 41): the collector row takes beacons (no anti-forgery header,
 * a text/plain body) and answers 204, keeps steps within the retention and deletes older ones,
 * refuses bad batches with a Turkish 400 and floods with a 429; the reads aggregate exactly what
 * was stored: visits, transition counts and shares, the funnel with drop-off and step times, top
 * exits, sessions newest first and one session's path.
 */
import type { FlowPath, FlowSessions, FlowStep, FlowUsage } from '../../src/api/flowUsage/types';
import { MAX_FLOW_STEPS } from '../../src/api/flowUsage/types';
import { sandboxClient, testClock } from '../test-support';
import { FLOW_STEPS_TABLE } from './schema';
import { flowUsageSettings } from './settings';

const DAY = 86_400_000;
const clock = testClock(Date.UTC(2026, 10, 20, 9, 0, 0));
const client = sandboxClient({ now: clock.now });
afterAll(() => client.close());

/** Posts as navigator.sendBeacon does: a string body (text/plain), no cookie, no header of ours. */
async function beacon(body: unknown, address = '10.0.0.1') {
  const bindings = {
    incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } },
  };
  const res = await client.app.request(
    '/api/dc_ccsi/v1/flow-usage/steps',
    { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(body) },
    bindings,
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const T0 = Date.UTC(2026, 10, 19, 10, 0, 0);
const step = (session: string, state: string, event: string, at: number, wizardStep?: string): FlowStep => ({
  flow: 'newLine',
  state,
  event,
  at: T0 + at,
  session,
  ...(wizardStep ? { step: wizardStep } : {}),
});

/** Three sessions through the new-line wizard: one finishes, one leaves at the SIMs, one goes back once. */
const WALKS: FlowStep[] = [
  step('a', 'product', 'xstate.init', 0, 'product'),
  step('a', 'numbers.choosing', 'user.next.product', 10_000, 'numbers'),
  step('a', 'afterNumbers.sims.editing', 'user.next.numbers', 40_000, 'sims'),
  step('a', 'afterNumbers.details.editing', 'user.next.sims', 100_000, 'details'),
  step('a', 'done', 'user.next.details', 130_000, 'done'),
  step('b', 'product', 'xstate.init', 0, 'product'),
  step('b', 'numbers.choosing', 'user.next.product', 20_000, 'numbers'),
  step('b', 'afterNumbers.sims.editing', 'user.next.numbers', 50_000, 'sims'),
  step('c', 'product', 'xstate.init', 0, 'product'),
  step('c', 'numbers.choosing', 'user.next.product', 30_000, 'numbers'),
  step('c', 'product', 'user.back', 35_000, 'product'),
  step('c', 'numbers.choosing', 'user.next.product', 45_000, 'numbers'),
];

const read = async <T>(path: string, query: Record<string, string>) => {
  const res = await client.app.request(`/api/dc_ccsi/v1/flow-usage${path}?${new URLSearchParams(query)}`);
  return {
    status: res.status,
    body: (await res.json()) as { status?: { code?: string; message?: string }; content?: T },
  };
};
const period = { flow: 'newLine', from: '2026-11-19', to: '2026-11-19' };

beforeAll(async () => {
  // The seeded week is not this test's data.
  client.db.prepare(`DELETE FROM ${FLOW_STEPS_TABLE}`).run();
  expect((await beacon({ steps: WALKS })).status).toBe(204);
});

describe('the collector row', () => {
  it('stores a beacon as sent, with no session and no anti-forgery header', () => {
    const rows = client.db
      .prepare(`SELECT flow, state, event, step, at, session FROM ${FLOW_STEPS_TABLE} ORDER BY id`)
      .all() as (FlowStep & { step: string | null })[];
    expect(rows.map(({ step: s, ...rest }) => (s ? { ...rest, step: s } : rest))).toEqual(WALKS);
  });

  it('refuses a bad batch with a Turkish 400 and stores none of it', async () => {
    const before = client.db.prepare(`SELECT COUNT(*) AS n FROM ${FLOW_STEPS_TABLE}`).get() as { n: number };
    const cases: [unknown, RegExp][] = [
      [{ steps: [] }, /Adımlar boş olamaz/],
      [{ steps: [{ ...WALKS[0], state: 'telefon 0532 123 45 67' }] }, /Durum yalnızca harf/],
      [{ steps: [{ ...WALKS[0], session: '' }] }, /Oturum/],
      [{ steps: [{ ...WALKS[0], at: 'dün' }] }, /Zaman/],
      [{ steps: Array.from({ length: MAX_FLOW_STEPS + 1 }, () => WALKS[0]) }, /Adımlar/],
    ];
    for (const [body, message] of cases) {
      const res = await beacon(body, '10.0.0.2');
      expect(res.status).toBe(400);
      expect(res.body.status.message).toMatch(message);
    }
    const after = client.db.prepare(`SELECT COUNT(*) AS n FROM ${FLOW_STEPS_TABLE}`).get() as { n: number };
    expect(after.n).toBe(before.n);
  });

  it('answers 429 to an address that reports too often, and other addresses still report', async () => {
    const one = { steps: [{ ...WALKS[0], flow: 'flood', session: 'f' }] };
    const answers: number[] = [];
    // The installation's setting, read on every report.
    vi.stubEnv('FLOW_USAGE_REPORTS_PER_MINUTE', '20');
    const limit = flowUsageSettings().reportsPerMinute;
    expect(limit).toBe(20);
    for (let i = 0; i < limit; i++) answers.push((await beacon(one, '10.9.9.9')).status);
    expect(answers.every((s) => s === 204)).toBe(true);
    const refused = await beacon(one, '10.9.9.9');
    expect(refused.status).toBe(429);
    expect(refused.body.status.message).toMatch(/Çok sık/);
    expect((await beacon(one, '10.9.9.8')).status).toBe(204);
    vi.unstubAllEnvs();
    client.db.prepare(`DELETE FROM ${FLOW_STEPS_TABLE} WHERE flow = 'flood'`).run();
  });
});

describe('usage of a flow over a period', () => {
  it('counts visits, transitions with their shares and top exits exactly as stored', async () => {
    const { status, body } = await read<FlowUsage>('', period);
    expect(status).toBe(200);
    const u = body.content as FlowUsage;
    expect(u.sessions).toBe(3);
    const visits = Object.fromEntries(u.states.map((s) => [s.state, [s.visits, s.sessions]]));
    expect(visits).toEqual({
      product: [4, 3],
      'numbers.choosing': [4, 3],
      'afterNumbers.sims.editing': [2, 2],
      'afterNumbers.details.editing': [1, 1],
      done: [1, 1],
    });
    const transitions = Object.fromEntries(
      u.transitions.map((t) => [`${t.from}>${t.to}:${t.event}`, [t.count, t.share]]),
    );
    expect(transitions).toEqual({
      'product>numbers.choosing:user.next.product': [4, 1],
      'numbers.choosing>afterNumbers.sims.editing:user.next.numbers': [2, 2 / 3],
      'numbers.choosing>product:user.back': [1, 1 / 3],
      'afterNumbers.sims.editing>afterNumbers.details.editing:user.next.sims': [1, 1],
      'afterNumbers.details.editing>done:user.next.details': [1, 1],
    });
    expect(u.topExits.find((e) => e.state === 'numbers.choosing')?.exits).toEqual([
      { to: 'afterNumbers.sims.editing', event: 'user.next.numbers', count: 2 },
      { to: 'product', event: 'user.back', count: 1 },
    ]);
  });

  it('draws the wizard funnel: entered, continued, dropped, median and p90 time per step', async () => {
    const u = (await read<FlowUsage>('', period)).body.content as FlowUsage;
    const funnel = Object.fromEntries(u.funnel.map((f) => [f.step, f]));
    expect(u.funnel.map((f) => f.step)).toEqual(['product', 'numbers', 'sims', 'details', 'summary', 'done']);
    expect(funnel.product).toEqual({
      step: 'product',
      entered: 3,
      continued: 3,
      dropped: 0,
      // Visits that left the step: 10 s, 20 s, 30 s, then c's second visit 10 s.
      medianMs: 10_000,
      p90Ms: 30_000,
    });
    // a: 30 s, b: 30 s, c: 5 s (went back); c's second visit never left.
    expect(funnel.numbers).toMatchObject({
      entered: 3,
      continued: 2,
      dropped: 1,
      medianMs: 30_000,
      p90Ms: 30_000,
    });
    // b left the flow at the SIM step: the drop-off the atlas shows.
    expect(funnel.sims).toMatchObject({
      entered: 2,
      continued: 1,
      dropped: 1,
      medianMs: 60_000,
      p90Ms: 60_000,
    });
    expect(funnel.details).toMatchObject({ entered: 1, continued: 1, dropped: 0, medianMs: 30_000 });
    expect(funnel.summary).toMatchObject({
      entered: 0,
      continued: 0,
      dropped: 0,
      medianMs: null,
      p90Ms: null,
    });
    expect(funnel.done).toMatchObject({ entered: 1, continued: 0, dropped: 1, medianMs: null });
  });

  it('counts each walk of a session: one that finishes and one abandoned at the SIMs', async () => {
    const twice = (at: number, state: string, event: string, s: string) => ({
      flow: 'newLine',
      state,
      event,
      at: T0 + at,
      session: 'tab',
      step: s,
    });
    const day = { ...period, from: '2026-11-19', to: '2026-11-19' };
    const before = (await read<FlowUsage>('', day)).body.content as FlowUsage;
    await beacon({
      steps: [
        twice(1000, 'product', 'xstate.init', 'product'),
        twice(2000, 'afterNumbers.sims.editing', 'user.next.numbers', 'sims'),
        twice(3000, 'done', 'user.next.details', 'done'),
        twice(4000, 'product', 'xstate.init', 'product'),
        twice(5000, 'afterNumbers.sims.editing', 'user.next.numbers', 'sims'),
      ],
    });
    const after = (await read<FlowUsage>('', day)).body.content as FlowUsage;
    const sims = (u: FlowUsage) => u.funnel.find((f) => f.step === 'sims');
    expect(after.sessions).toBe(before.sessions + 1);
    expect(sims(after)?.entered).toBe((sims(before)?.entered ?? 0) + 2);
    expect(sims(after)?.dropped).toBe((sims(before)?.dropped ?? 0) + 1);
    // done → product is a new walk, not a transition.
    expect(after.transitions.some((t) => t.from === 'done' && t.to === 'product')).toBe(false);
    client.db.prepare(`DELETE FROM ${FLOW_STEPS_TABLE} WHERE session = 'tab'`).run();
  });

  it('answers no funnel for a flow that is not a wizard, and nothing for a day without steps', async () => {
    await beacon({ steps: [{ ...WALKS[0], flow: 'invoices', state: 'loading' }] });
    const other = (await read<FlowUsage>('', { ...period, flow: 'invoices' })).body.content as FlowUsage;
    expect(other.funnel).toEqual([]);
    expect(other.states).toEqual([{ state: 'loading', visits: 1, sessions: 1 }]);
    const empty = (await read<FlowUsage>('', { ...period, from: '2026-11-18', to: '2026-11-18' })).body
      .content;
    expect(empty).toMatchObject({ sessions: 0, states: [], transitions: [], topExits: [] });
  });

  it('gives each region of a parallel machine its own visits and moves, exactly as stored', async () => {
    // The atlas's page machine: idle, then three regions side by side, as the reporter joins them.
    const U = 'analysing.usage';
    const C = 'analysing.coverage';
    const R = 'analysing.replay';
    const at = (session: string, state: string, event: string, ms: number): FlowStep => ({
      flow: 'atlasPage',
      state,
      event,
      at: T0 + ms,
      session,
    });
    const steps = [
      at('p', 'idle', 'xstate.init', 0),
      at('p', `${U}.loading,${C}.loading,${R}.closed`, 'user.pickFlow', 1_000),
      at('p', `${U}.shown,${C}.loading,${R}.closed`, 'xstate.done.actor.loadUsage', 2_000),
      at('p', `${U}.shown,${C}.shown,${R}.closed`, 'xstate.done.actor.loadCoverage', 3_000),
      at('p', `${U}.loading,${C}.shown,${R}.closed`, 'user.pickPeriod', 4_000),
      at('p', `${U}.shown,${C}.shown,${R}.closed`, 'xstate.done.actor.loadUsage', 5_000),
      at('q', 'idle', 'xstate.init', 0),
      at('q', `${U}.loading,${C}.loading,${R}.closed`, 'user.pickFlow', 1_000),
      at('q', `${U}.failed,${C}.loading,${R}.closed`, 'xstate.error.actor.loadUsage', 2_000),
    ];
    expect((await beacon({ steps })).status).toBe(204);
    const u = (await read<FlowUsage>('', { ...period, flow: 'atlasPage' })).body.content as FlowUsage;
    expect(u.sessions).toBe(2);
    expect(Object.fromEntries(u.states.map((s) => [s.state, [s.visits, s.sessions]]))).toEqual({
      idle: [2, 2],
      [`${U}.loading`]: [3, 2],
      [`${U}.shown`]: [2, 1],
      [`${U}.failed`]: [1, 1],
      [`${C}.loading`]: [2, 2],
      [`${C}.shown`]: [1, 1],
      [`${R}.closed`]: [2, 2],
    });
    expect(
      Object.fromEntries(u.transitions.map((t) => [`${t.from}>${t.to}:${t.event}`, [t.count, t.share]])),
    ).toEqual({
      // Entering the parallel state is one move into it, as the chart's arrow runs.
      'idle>analysing:user.pickFlow': [2, 1],
      [`${U}.loading>${U}.shown:xstate.done.actor.loadUsage`]: [2, 2 / 3],
      [`${U}.loading>${U}.failed:xstate.error.actor.loadUsage`]: [1, 1 / 3],
      [`${C}.loading>${C}.shown:xstate.done.actor.loadCoverage`]: [1, 1],
      [`${U}.shown>${U}.loading:user.pickPeriod`]: [1, 1],
    });
    // No joined path is left over as a state of its own.
    expect(u.states.some((s) => s.state.includes(','))).toBe(false);
  });

  it('refuses a period that is not one, in Turkish', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...period, from: '2026-02-31' }, /Başlangıç tarihi geçerli bir tarih değil/],
      [{ ...period, from: '19.11.2026' }, /Başlangıç tarihi YYYY-AA-GG/],
      [{ ...period, from: '2026-11-20' }, /Başlangıç tarihi bitiş tarihinden sonra olamaz/],
      [{ ...period, from: '2024-01-01' }, /en fazla 366 gün/],
      [{ from: period.from, to: period.to }, /Akış/],
    ];
    for (const [query, message] of cases) {
      const res = await read('', query);
      expect(res.status).toBe(400);
      expect(res.body.status?.message).toMatch(message);
    }
  });
});

describe('sessions and paths', () => {
  it('lists the period’s sessions newest first with their step count and last state', async () => {
    await beacon({ steps: [step('d', 'product', 'xstate.init', 60_000, 'product')] });
    const { content } = (await read<FlowSessions>('/sessions', period)).body;
    expect(content?.sessions).toEqual([
      { session: 'd', startedAt: T0 + 60_000, steps: 1, lastState: 'product' },
      { session: 'a', startedAt: T0, steps: 5, lastState: 'done' },
      { session: 'b', startedAt: T0, steps: 3, lastState: 'afterNumbers.sims.editing' },
      { session: 'c', startedAt: T0, steps: 4, lastState: 'numbers.choosing' },
    ]);
  });

  it('answers one session’s path in order', async () => {
    const { content } = (await read<FlowPath>('/path', { flow: 'newLine', session: 'c' })).body;
    expect(content?.steps).toEqual(WALKS.filter((s) => s.session === 'c'));
  });
});

describe('retention', () => {
  it('keeps steps for the retention only: older ones are not stored and are deleted on a report', async () => {
    const old = Date.UTC(2026, 9, 1);
    client.db
      .prepare(
        `INSERT INTO ${FLOW_STEPS_TABLE} (flow, state, event, at, session) VALUES ('newLine', 'product', 'xstate.init', ?, 'old')`,
      )
      .run(old);
    expect(
      (
        await beacon({
          steps: [
            { ...WALKS[0], session: 'late', at: old },
            { ...WALKS[0], session: 'now' },
          ],
        })
      ).status,
    ).toBe(204);
    const sessions = (
      client.db.prepare(`SELECT DISTINCT session FROM ${FLOW_STEPS_TABLE}`).all() as { session: string }[]
    ).map((r) => r.session);
    expect(sessions).not.toContain('old');
    expect(sessions).not.toContain('late');
    expect(sessions).toContain('now');
    // With a retention of 2 days (the installation's setting), a step 3 days old goes with the next report.
    vi.stubEnv('FLOW_USAGE_RETENTION_DAYS', '2');
    clock.advance((3 * DAY) / 1000);
    await beacon({ steps: [{ ...WALKS[0], session: 'later', at: clock.now() }] });
    const left = (
      client.db.prepare(`SELECT DISTINCT session FROM ${FLOW_STEPS_TABLE}`).all() as { session: string }[]
    ).map((r) => r.session);
    expect(left).toEqual(['later']);
    vi.unstubAllEnvs();
  });
});
