import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { EventObject } from 'xstate';
import { monthStart, seedDay } from '../../server/db/seedDay';
import { cardMachine } from '../../src/machines/dashboard/cardMachine';
import { dashboardMachine, surveyOf } from '../../src/machines/dashboard/dashboardMachine';
import { surveyMachine } from '../../src/machines/dashboard/surveyMachine';
import { DASHBOARD_CARDS } from '../../src/views/dashboard/cards';
import {
  ACTIVE_STATUS,
  type CardSnapshot,
  cardEvents,
  type DashboardSnapshot,
  dashboardEvents,
  INACTIVE_STATUS,
  optionLabel,
  type SurveySnapshot,
  serializeCard,
  serializeDashboard,
  serializeSurvey,
  surveyEvents,
} from './dashboard.world';
import { probed } from './support/actorProbe';
import { modelHarness } from './support/modelFile';
import { describeModel } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';

// The views start their machines with useActorRef; the wrapper only records the refs.
vi.mock('@xstate/react', (original) =>
  import('./support/actorProbe').then((probe) => probe.probingXstateReact(original)),
);

const harness = modelHarness();
/** kisitli.kullanici has not seen the survey in the seed. */
const NEW_TO_SURVEY = { userName: 'kisitli.kullanici', password: 'Kisitli.2026!' };
const STATUS_PATH = '/ccsirest/dashboard/status.json';
const UNPAID_PATH = '/ccsirest/dashboard/unpaid-invoices.json';

/** The newest billing period as the box writes it: the month before the seeded world's today. */
const lastPeriod = () => {
  const last = new Date(monthStart(seedDay(harness.sandbox.db), 1));
  return new Intl.DateTimeFormat('tr-TR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(last);
};
const waitForCard = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;

const dashboardWalker: PortalWalker<DashboardSnapshot> = {
  harness,
  person: FAST,
  startPath: '/dashboard',
  actor: () => probed('dashboard'),
  serialize: serializeDashboard,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.status') harness.failNext('post', STATUS_PATH);
    const output = (event as { output?: { dashboardActive?: boolean } }).output;
    if (event.type === 'xstate.done.actor.status' && output?.dashboardActive === false) {
      harness.server.use(
        http.post(
          `${window.location.origin}/api${STATUS_PATH}`,
          () => HttpResponse.json({ status: { code: '0' }, content: INACTIVE_STATUS }),
          { once: true },
        ),
      );
    }
  },
  // Only the server answers here; the page itself says it is shown (view.shown) after its first
  // paint and asks for its boxes (view.cardsNeeded) once they are laid out, which the view check
  // below proves by the status's outcome and the box's figures.
  perform: () => undefined,
  isSettled: (s) => !s.matches('waitingForPage') && !s.matches('checkingStatus'),
  expectView: async (s) => {
    if (s.matches('inactive')) {
      expect(await screen.findByText(/Özet kartları şu anda gösterilemiyor/)).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Ödenmemiş faturalar' })).toBeNull();
    } else {
      expect(await screen.findByRole('heading', { name: 'Ödenmemiş faturalar' })).toBeVisible();
      // The boxes below the first ones join right after the page's first paint.
      expect(await screen.findByRole('heading', { name: 'Döviz kurları' })).toBeVisible();
      // Every box the page asked for loads: the first and the last one show their figures.
      const [money] = await within(await waitForCard('Ödenmemiş faturalar')).findAllByText(/ TL$/);
      expect(money).toBeVisible();
      expect(await within(await waitForCard('Döviz kurları')).findByText(/tarihli kurlar/)).toBeVisible();
    }
  },
};

const cardWalker: PortalWalker<CardSnapshot> = {
  harness,
  person: FAST,
  startPath: '/dashboard',
  actor: () => {
    // The box's actor starts when the page asks for it, just after the first render.
    const card = (probed('dashboard').getSnapshot() as DashboardSnapshot).context.cards.unpaidInvoices;
    if (!card) throw new Error('the unpaid invoices box has not started yet');
    return card;
  },
  serialize: serializeCard,
  arrange: (event) => {
    // A 503: the box says §8's words for it in short, with its retry (a 403, which has no retry,
    // is proved in DashboardCard.test.tsx).
    if (event.type === 'xstate.error.actor.load') harness.failNext('post', UNPAID_PATH, 503);
  },
  perform: async (user, event) => {
    if (event.type === 'user.retry')
      return user.click(
        within(await waitForCard('Ödenmemiş faturalar')).getByRole('button', { name: 'Tekrar dene' }),
      );
    if (event.type === 'user.refresh')
      return user.click(await screen.findByRole('button', { name: 'Ödenmemiş faturalar kartını yenile' }));
    return undefined;
  },
  isSettled: (s) => !s.hasTag('loading'),
  expectView: async (s) => {
    const card = await waitForCard('Ödenmemiş faturalar');
    if (s.hasTag('loaded'))
      expect(await within(card).findByText(/^\d{1,3}(\.\d{3})*,\d{2} TL$/)).toBeVisible();
    else {
      expect(await within(card).findByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
      expect(within(card).getByRole('alert')).toHaveTextContent(/^Sunucu geçici olarak hizmet dışıdır\.$/);
    }
    // The neighbour box is never affected by this one.
    expect(await within(await waitForCard('Fatura bilgileri')).findByText(lastPeriod())).toBeVisible();
  },
};

const surveyWalker: PortalWalker<SurveySnapshot> = {
  harness,
  person: NEW_TO_SURVEY,
  startPath: '/dashboard',
  actor: () => probed('survey'),
  serialize: serializeSurvey,
  arrange: (event) => {
    if (event.type === 'xstate.error.actor.getSurvey')
      harness.failNext('post', '/ccsirest/customer/survey.json');
    if (event.type === 'xstate.error.actor.saveSurvey')
      harness.failNext('post', '/ccsirest/customer/survey-save.json');
  },
  perform: async (user, event, before) => {
    const e = event as EventObject & { questionId?: string; value?: string };
    if (e.type === 'user.answer')
      return user.click(await screen.findByRole('radio', { name: optionLabel(e.questionId!, e.value!) }));
    if (e.type === 'user.submit') return user.click(await screen.findByRole('button', { name: 'Gönder' }));
    if (e.type === 'user.dismiss')
      return user.click(
        await screen.findByRole('button', { name: before.matches('thanked') ? 'Kapat' : 'Daha sonra' }),
      );
    return undefined;
  },
  isSettled: (s) => !s.matches('loading') && !s.matches('saving') && !s.matches('deciding'),
  expectView: async (s) => {
    if (s.matches('open'))
      expect(await screen.findByRole('dialog', { name: /memnuniyet anketi/ })).toBeVisible();
    else if (s.matches('thanked'))
      expect(await screen.findByText('Görüşleriniz için teşekkür ederiz.')).toBeVisible();
    else expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * The page's survey child for a person who has not seen it: the page starts it once painted, and
 * the survey shown is told to the session through the page (a session effect).
 */
const dashboardSurveyWalker: PortalWalker<DashboardSnapshot> = {
  ...dashboardWalker,
  person: NEW_TO_SURVEY,
  arrange: () => undefined,
  // The survey child says it was shown by itself once its content arrived.
  perform: () => undefined,
  expectView: async (s) => {
    if (!s.matches('active')) return dashboardWalker.expectView(s);
    expect(await screen.findByRole('dialog', { name: /memnuniyet anketi/ })).toBeVisible();
    expect(surveyOf(probed('dashboard').getSnapshot())?.getSnapshot().matches('open')).toBe(true);
    // The session heard it through the page: the survey is not asked again this login.
    await waitFor(() =>
      expect(probed('session').getSnapshot().context.session.customerSurveyDisplayed).toBe(true),
    );
  },
};

/** The survey of a person who has already seen it (hizli.kullanici in the seed): it stays closed. */
const seenSurveyWalker: PortalWalker<SurveySnapshot> = { ...surveyWalker, person: FAST };

describeModel(
  'dashboard',
  dashboardMachine,
  {
    input: { boxes: DASHBOARD_CARDS, surveyDisplayed: true },
    events: dashboardEvents,
    serialize: serializeDashboard,
  },
  dashboardWalker,
);
describeModel(
  'dashboard (survey)',
  dashboardMachine,
  {
    input: { boxes: DASHBOARD_CARDS, surveyDisplayed: false },
    // Only the way to the survey shown: the status and the boxes are walked above.
    events: (s: DashboardSnapshot) =>
      s.matches('waitingForPage')
        ? [{ type: 'view.shown' }]
        : s.matches('checkingStatus')
          ? [{ type: 'xstate.done.actor.status', output: ACTIVE_STATUS }]
          : [{ type: 'survey.displayed' }],
    serialize: serializeDashboard,
    minPaths: 1,
  },
  dashboardSurveyWalker,
);
describeModel(
  'dashboardCard',
  cardMachine,
  { input: 'dashboardUnpaidInvoices', events: cardEvents, serialize: serializeCard },
  cardWalker,
);
describeModel(
  'survey',
  surveyMachine,
  { input: { displayed: false }, events: surveyEvents, serialize: serializeSurvey },
  surveyWalker,
);
describeModel(
  'survey (already seen)',
  surveyMachine,
  { input: { displayed: true }, events: surveyEvents, serialize: serializeSurvey, minPaths: 1 },
  seenSurveyWalker,
);
