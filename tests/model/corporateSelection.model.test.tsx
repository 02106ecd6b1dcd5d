/**
 * The corporate selection child (src/machines/session/corporateSelectionMachine.ts) through the
 * real page and the header switcher, against the sandbox: kisitli.kullanici works for two
 * companies, so she chooses, sets and clears the default, and switches from the header.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { endpoint } from '../../src/api/contract/catalogue';
import type { EasyLoginCorporate } from '../../src/api/types';
import {
  type CorporateSelectionInput,
  corporateSelectionMachine,
} from '../../src/machines/session/corporateSelectionMachine';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModelWalk } from './support/modelSuite';
import { LIMITED } from './support/persons';
import { walkPath } from './support/walkPortal';

vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

type Snapshot = ReturnType<typeof corporateSelectionMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;
type User = Parameters<Parameters<typeof walkPath>[0]['perform']>[0];

const harness = modelHarness();

/** Her companies and the one she logs in to, as the session gives them to the child. */
const INPUT: CorporateSelectionInput = { corporates: [], current: undefined };
/** The header switcher's choice: the other company. */
const FROM_HEADER: CorporateSelectionInput = { corporates: [], current: undefined, switchTo: '' };

beforeAll(async () => {
  const login = await harness.signIn(LIMITED);
  const corporates = login.easyLoginCorporateList ?? [];
  Object.assign(INPUT, { corporates, current: login.corporateNcst });
  const other = corporates.find((c) => c.corporateNcst !== login.corporateNcst)?.corporateNcst;
  Object.assign(FROM_HEADER, { corporates, current: login.corporateNcst, switchTo: other });
});

/**
 * The chart as the model walks it alone: with no session above it, telling the session is a
 * no-op here (the walk runs the real child under the real session, which hears it).
 */
const MODEL = corporateSelectionMachine.provide({ actions: { tellSession: () => {} } });

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500 });

function candidates(s: Snapshot): ModelEvent[] {
  const { corporates, current } = s.context;
  const other = corporates.find((c) => c.corporateNcst !== current);
  const nonDefault = corporates.find((c) => !c.defaultCompany);
  const withDefault = (ncst: string | undefined): EasyLoginCorporate[] =>
    corporates.map((c) => ({ ...c, defaultCompany: c.corporateNcst === ncst }));
  return [
    ...(current ? [{ type: 'user.selectCorporate', corporateNcst: current }] : []),
    ...(other ? [{ type: 'user.selectCorporate', corporateNcst: other.corporateNcst }] : []),
    {
      type: 'xstate.done.actor.changeCorporate',
      output: { pageToken: 'model', corporateNcst: s.context.choice },
    },
    { type: 'xstate.error.actor.changeCorporate', error: fail() },
    ...(nonDefault ? [{ type: 'user.setDefaultCorporate', corporateNcst: nonDefault.corporateNcst }] : []),
    {
      type: 'xstate.done.actor.defaultHoldingSet',
      output: { easyLoginCorporateList: withDefault(nonDefault?.corporateNcst) },
    },
    { type: 'xstate.error.actor.defaultHoldingSet', error: fail() },
    { type: 'user.clearDefaultCorporate' },
    {
      type: 'xstate.done.actor.defaultHoldingDelete',
      output: { easyLoginCorporateList: withDefault(undefined) },
    },
    { type: 'xstate.error.actor.defaultHoldingDelete', error: fail() },
  ].filter((event) => s.can(event as never));
}

const serialize = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    defaults: s.context.corporates.filter((c) => c.defaultCompany).map((c) => c.corporateNcst),
    problem: s.context.problem !== undefined,
  });

const ROWS: Record<string, string> = {
  'xstate.error.actor.changeCorporate': 'changeCorporate',
  'xstate.error.actor.defaultHoldingSet': 'defaultHoldingSet',
  'xstate.error.actor.defaultHoldingDelete': 'defaultHoldingDelete',
};

const nameOf = (s: Snapshot, ncst: unknown) =>
  s.context.corporates.find((c) => c.corporateNcst === ncst)?.corporateName ?? String(ncst);

const arrange = (event: EventObject) => {
  const rowName = ROWS[event.type];
  if (!rowName) return;
  const row = endpoint(rowName);
  harness.failNext(row.method.toLowerCase() as 'post' | 'put' | 'delete', row.path);
};

async function expectView(s: Snapshot) {
  if (s.matches('refused')) {
    // The header's change was refused: the person's page comes back, saying why, same company.
    await waitFor(() => expect(window.location.pathname).toBe('/contracts'));
    expect(await screen.findByText('Şirket değiştirilemedi.')).toBeVisible();
    const header = screen.getByRole('banner');
    expect(
      within(header).getByRole('button', {
        name: new RegExp(`Aktif şirket.*${nameOf(s, s.context.current)}`),
      }),
    ).toBeVisible();
    return;
  }
  if (s.status === 'done') {
    // The step is over: the session leads on to the dashboard, in the company chosen.
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    return;
  }
  expect(await screen.findByRole('heading', { name: 'Şirket seçimi' })).toBeVisible();
  // The page says why (the shell may show the same refusal as a notification too).
  if (s.context.problem) expect(screen.getAllByRole('alert')[0]).toBeVisible();
  for (const corporate of s.context.corporates) {
    const button = screen.queryByRole('button', { name: `Varsayılan yap (${corporate.corporateName})` });
    // The default company has no "make default" button; the others have one.
    if (corporate.defaultCompany) expect(button).toBeNull();
    else expect(button).toBeVisible();
  }
}

describeModelWalk('corporateSelection', MODEL, { input: INPUT, events: candidates, serialize }, (path) => {
  // A default company is kept by the sandbox: each path starts from the seed again.
  harness.reset();
  return walkPath(
    {
      harness,
      person: LIMITED,
      startPath: '/corporate-selection',
      actor: () => probed('corporateSelection'),
      serialize,
      arrange,
      perform: async (user: User, event: EventObject, before: Snapshot) => {
        const e = event as ModelEvent;
        switch (e.type) {
          case 'user.selectCorporate':
            return user.click(
              await screen.findByRole('button', {
                name: `Bu şirketle devam et (${nameOf(before, e.corporateNcst)})`,
              }),
            );
          case 'user.setDefaultCorporate':
            return user.click(
              await screen.findByRole('button', {
                name: `Varsayılan yap (${nameOf(before, e.corporateNcst)})`,
              }),
            );
          case 'user.clearDefaultCorporate':
            return user.click(await screen.findByRole('button', { name: 'Varsayılan şirketi kaldır' }));
          default:
            return undefined; // the sandbox answers by itself (arranged one step earlier)
        }
      },
      isSettled: (s: Snapshot) => !s.hasTag('busy'),
      expectView,
    },
    path,
  );
});

describeModelWalk(
  'corporateSelection from the header switcher',
  MODEL,
  {
    input: FROM_HEADER,
    events: (s: Snapshot) =>
      s.matches('switching')
        ? [
            {
              type: 'xstate.done.actor.changeCorporate',
              output: { pageToken: 'model', corporateNcst: s.context.choice },
            },
            { type: 'xstate.error.actor.changeCorporate', error: fail() },
          ]
        : [],
    serialize,
    minPaths: 2,
  },
  (path) => {
    harness.reset();
    return walkPath(
      {
        harness,
        person: LIMITED,
        // Not the dashboard: its customer survey may open over the header (the survey race).
        startPath: '/contracts',
        shell: true,
        actor: () => probed('corporateSelection'),
        serialize,
        arrange,
        perform: async (user: User, event: EventObject) => {
          // The change answers by itself; the walk's first step is the person's choice in the header.
          if (event.type.startsWith('xstate.done') || event.type.startsWith('xstate.error')) return undefined;
          const header = await screen.findByRole('banner');
          await waitFor(() =>
            expect(within(header).getByRole('button', { name: /Aktif şirket/ })).toHaveAttribute(
              'aria-haspopup',
              'menu',
            ),
          );
          await user.click(within(header).getByRole('button', { name: /Aktif şirket/ }));
          const name = FROM_HEADER.corporates.find(
            (c) => c.corporateNcst === FROM_HEADER.switchTo,
          )?.corporateName;
          return user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${name}`) }));
        },
        isSettled: (s: Snapshot) => !s.hasTag('busy'),
        expectView,
      },
      path,
    );
  },
);
