/**
 * The terms child (src/machines/session/termsMachine.ts) through the real terms page: a person with
 * terms pending (demo.yonetici) reviews, ticks and confirms them against the sandbox; a person who
 * approved them long ago (hizli.kullanici) opens the page and the step ends at once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { endpoint } from '../../src/api/contract/catalogue';
import type { TermsDocument } from '../../src/api/types';
import { termsMachine } from '../../src/machines/session/termsMachine';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { modelHarness } from './support/modelFile';
import { describeModelWalk } from './support/modelSuite';
import { FAST } from './support/persons';
import { openPortal } from './support/portalApp';
import { walkPath } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type Snapshot = ReturnType<typeof termsMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

const harness = modelHarness();
/** Terms approval, then corporate selection among three companies (README, demo users). */
const DEMO = { userName: 'demo.yonetici', password: 'Demo.2026!' };

/** The seeded documents as the list answers them (their text does not matter to the model). */
const seededTerms = (): TermsDocument[] =>
  harness.sandbox.db
    .prepare('SELECT id, title, version FROM terms_documents ORDER BY id')
    .all()
    .map((t) => ({ ...(t as object), paragraphs: [] })) as unknown as TermsDocument[];

/** Read once the sandbox is up (a first sign-in starts it). */
let seeded: TermsDocument[] = [];
beforeAll(async () => {
  await harness.signIn(DEMO);
  seeded = seededTerms();
});

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500 });

function candidates(s: Snapshot): ModelEvent[] {
  const terms = s.context.terms.length ? s.context.terms : seeded;
  return [
    { type: 'xstate.done.actor.termsList', output: { terms } },
    { type: 'xstate.error.actor.termsList', error: fail() },
    { type: 'user.retry' },
    ...s.context.terms.map((term) => ({
      type: 'user.toggleTerm',
      id: term.id,
      accepted: !s.context.acceptedTermIds.includes(term.id),
    })),
    { type: 'user.confirmTerms' },
    { type: 'xstate.done.actor.termsConfirm', output: { approved: true } },
    { type: 'xstate.error.actor.termsConfirm', error: fail() },
  ].filter((event) => s.can(event as never));
}

const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    accepted: [...s.context.acceptedTermIds].sort(),
    problem: s.context.problem !== undefined,
  });

const ROWS: Record<string, string> = {
  'xstate.error.actor.termsList': 'termsApprovedList',
  'xstate.error.actor.termsConfirm': 'termsApprovedConfirm',
};

const titleOf = (s: Snapshot, id: unknown) => s.context.terms.find((term) => term.id === id)?.title ?? '';

const walker = {
  harness,
  person: DEMO,
  startPath: '/terms-approved',
  actor: () => probed('terms'),
  serialize,
  arrange: (event: EventObject) => {
    const rowName = ROWS[event.type];
    if (!rowName) return;
    const row = endpoint(rowName);
    harness.failNext(row.method.toLowerCase() as 'get' | 'post', row.path);
  },
  perform: async (
    user: Parameters<Parameters<typeof walkPath>[0]['perform']>[0],
    event: EventObject,
    before: Snapshot,
  ) => {
    const e = event as ModelEvent;
    switch (e.type) {
      case 'user.toggleTerm':
        return user.click(await screen.findByRole('checkbox', { name: new RegExp(titleOf(before, e.id)) }));
      case 'user.confirmTerms':
        return user.click(await screen.findByRole('button', { name: 'Onayla ve devam et' }));
      case 'user.retry':
        return user.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
      default:
        return undefined; // the sandbox answers by itself (arranged one step earlier)
    }
  },
  isSettled: (s: Snapshot) => !s.hasTag('busy'),
  expectView: async (s: Snapshot) => {
    if (s.matches('accepted')) {
      // The step is over: the session leads on (corporate selection, three companies).
      await waitFor(() => expect(window.location.pathname).toBe('/corporate-selection'));
      return;
    }
    if (s.matches('loadFailed')) {
      expect(await screen.findByRole('button', { name: 'Tekrar dene' })).toBeVisible();
      return;
    }
    expect(await screen.findByRole('heading', { name: 'Sözleşme onayı' })).toBeVisible();
    for (const term of s.context.terms) {
      const box = await screen.findByRole('checkbox', { name: new RegExp(term.title) });
      if (s.context.acceptedTermIds.includes(term.id)) expect(box).toBeChecked();
      else expect(box).not.toBeChecked();
    }
    // The page says why (the shell may show the same refusal as a notification too).
    if (s.context.problem) expect(screen.getAllByRole('alert')[0]).toBeVisible();
  },
};

describeModelWalk('terms', termsMachine, { events: candidates, serialize }, (path) => {
  // A confirmed approval is kept by the sandbox: each path starts from the seed again.
  harness.reset();
  return walkPath(walker, path);
});

/** A person with nothing pending opens the terms page from the portal: the step ends at once. */
async function walkNothingPending(path: ModelPath<Snapshot, EventObject>) {
  harness.reset();
  const view = await openPortal(harness, FAST, '/dashboard');
  try {
    await waitFor(() => expect(probed('session').getSnapshot().context.path).toBe('/dashboard'));
    await act(async () => {
      window.history.pushState(null, '', '/terms-approved');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const last = path[path.length - 1]!;
    await waitFor(
      () => expect(serialize(probed('terms').getSnapshot() as Snapshot)).toBe(serialize(last.state)),
      {
        timeout: 20_000,
        interval: 5,
      },
    );
    // Terms come first only while some are pending: the dashboard follows.
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  } finally {
    view.unmount();
  }
}

describeModelWalk(
  'terms, nothing pending',
  termsMachine,
  {
    events: (s: Snapshot) =>
      s.matches('loadingTerms') ? [{ type: 'xstate.done.actor.termsList', output: { terms: [] } }] : [],
    serialize,
    minPaths: 1,
  },
  walkNothingPending,
);
