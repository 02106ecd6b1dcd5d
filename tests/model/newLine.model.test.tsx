import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AnyActorRef, EventObject } from 'xstate';
import { NEW_LINE_DRAFT_KEY } from '../../src/machines/newLine/newLineDraft';
import { newLineMachine } from '../../src/machines/newLine/newLineMachine';
import { FULL_RIGHTS } from '../support/rights';
import {
  DETAILS,
  type DraftWorld,
  draftFor,
  draftInput,
  type NewLineSnapshot,
  newLineEvents,
  resumeEvents,
  SEED,
  serializeNewLine,
} from './newLine.world';
import { probed } from './support/actorProbe';
import type { ModelPath } from './support/edgePaths';
import { modelHarness } from './support/modelFile';
import { describeModelWalk } from './support/modelSuite';
import { FAST } from './support/persons';
import type { PortalWalker } from './support/walkPortal';
import { walkPath } from './support/walkPortal';

/**
 * The reservation countdown is the chart's delayed transition (10 minutes). The wizard's actor
 * gets a clock whose long timers the walk fires when the model says the time is up; short ones
 * (a zero delay without a reservation) run as usual.
 */
const pending = new Map<number, () => void>();
let nextTimer = 1;
const reservationClock = {
  setTimeout(fn: (...args: unknown[]) => void, ms: number) {
    if (ms <= 0) return setTimeout(fn, 0) as unknown as number;
    const id = nextTimer++;
    pending.set(id, () => fn());
    return id;
  },
  clearTimeout(id: number) {
    if (!pending.delete(id)) clearTimeout(id);
  },
};
const fireReservationTimers = () => {
  const due = [...pending.values()];
  pending.clear();
  for (const fn of due) fn();
};

// The views start their machines with useActorRef; the wrapper records the refs and gives the
// wizard the controllable clock above.
vi.mock('@xstate/react', async (original) => {
  const probe = await import('./support/actorProbe');
  const actual = (await original()) as typeof import('@xstate/react');
  const useActorRef = ((logic: { id?: string }, options?: Record<string, unknown>) => {
    const withClock = logic.id === 'newLine' ? { ...options, clock: reservationClock } : options;
    const ref = (actual.useActorRef as (...args: unknown[]) => AnyActorRef)(logic, withClock);
    probe.probedActors.set(logic.id ?? '?', ref);
    return ref;
  }) as typeof actual.useActorRef;
  return { ...actual, useActorRef };
});

const harness = modelHarness();
const ORIGIN = window.location.origin;
const ROW = {
  options: '/dc_ccsi/v1/new-line/options',
  numbers: '/dc_ccsi/v1/new-line/numbers/pool',
  reserve: '/dc_ccsi/v1/new-line/numbers/reservations',
  physical: '/dc_ccsi/v1/new-line/numbers/physical',
  sims: '/dc_ccsi/v1/new-line/sim-validation',
  company: '/dc_ccsi/v1/new-line/company-info',
  customer: '/dc_ccsi/v1/new-line/customer-validated',
  contact: '/dc_ccsi/v1/new-line/contact-validation',
  order: '/dc_ccsi/v1/new-line/orders',
  mars: '/dc_ccsi/v1/new-line/orders/:orderId/mars',
  demand: '/dc_ccsi/v1/new-line/demand-order',
};

let refuseSims = false;
let draftWorld: DraftWorld | null = null;

const answerOnce = (method: 'get' | 'post', path: string, content: unknown) =>
  harness.server.use(
    http[method](`${ORIGIN}/api${path}`, () => HttpResponse.json({ status: { code: '0' }, content }), {
      once: true,
    }),
  );

function arrangeOne(event: EventObject) {
  const e = event as EventObject & { output?: Record<string, unknown>; error?: { code?: string } };
  const [, kind, id] = e.type.match(/^xstate\.(done|error)\.actor\.(\w+)$/) ?? [];
  if (e.type === 'xstate.init' && draftWorld) {
    localStorage.setItem(NEW_LINE_DRAFT_KEY, JSON.stringify(draftFor(draftWorld, Date.now())));
  }
  if (id === 'validateSims' && kind === 'done')
    refuseSims = ((e.output?.simValidationList as unknown[]) ?? []).length > 0;
  if (
    id === 'loadDetails' &&
    kind === 'done' &&
    (e.output?.customer as { IsCustomerValidated?: boolean } | undefined)?.IsCustomerValidated === false
  )
    answerOnce('get', ROW.customer, { IsCustomerValidated: false, message: 'Şirketiniz doğrulanmadı.' });
  if (id === 'validateContact' && kind === 'done' && !e.output?.IsContactValidated)
    answerOnce('post', ROW.contact, {
      IsContactValidated: false,
      message: 'İletişim numarası kullanımda değil.',
    });
  if (kind !== 'error') return;
  if (id === 'createOrder' && e.error?.code === 'RESERVATION_EXPIRED') {
    // The server's clock ran past the reservation while the person confirmed.
    harness.sandbox.db
      .prepare('UPDATE newline_numbers SET reserved_until = 1 WHERE reserved_by IS NOT NULL')
      .run();
    return;
  }
  const failing: Record<string, ['get' | 'post', string]> = {
    loadOptions: ['post', ROW.options],
    loadNumbers: ['post', ROW.numbers],
    reserveNumbers: ['post', ROW.reserve],
    loadSimStock: ['post', ROW.physical],
    validateSims: ['post', ROW.sims],
    loadDetails: ['get', ROW.company],
    validateContact: ['post', ROW.contact],
    createOrder: ['post', ROW.order],
    marsSend: ['post', ROW.mars],
    loadResult: ['get', ROW.demand],
  };
  const target = failing[id ?? ''];
  if (target) harness.failNext(target[0], target[1]);
}

let currentPath: ModelPath<NewLineSnapshot, EventObject> = [];
const arrangedEvents = new Set<EventObject>();

/**
 * Outcomes are arranged from the step they belong to onwards while the states between are busy:
 * those calls follow each other without the person (SIM validation answers, details load at
 * once), faster than the walk reaches the next step.
 */
function arrange(event: EventObject) {
  const from = currentPath.findIndex((step) => step.event === event);
  if (from < 0) return arrangeOne(event);
  for (let k = from; k < currentPath.length; k += 1) {
    const step = currentPath[k]!;
    if (!arrangedEvents.has(step.event)) {
      arrangedEvents.add(step.event);
      arrangeOne(step.event);
    }
    if (!step.state.hasTag('busy') && k > from) break;
    if (!step.state.hasTag('busy')) break;
  }
}

type User = Parameters<PortalWalker<NewLineSnapshot>['perform']>[0];

/** A failed order or mars call leaves the error modal open; the person closes it first. */
async function closeNotice(user: User) {
  const ok = screen.queryByRole('button', { name: 'Tamam' });
  if (ok) {
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tamam' })).toBeNull());
  }
}

const label = (key: string) =>
  ({ 'VOICE-1': 'Ses hattı 1', 'DATA-1': 'Veri hattı 1', 'M2M-1': 'M2M hattı 1' })[key]!;

async function next(user: User, before: NewLineSnapshot, event: EventObject & Record<string, unknown>) {
  await closeNotice(user);
  if (event.products) {
    for (const name of ['Ses hattı adedi', 'Veri hattı adedi', 'M2M hattı adedi']) {
      const box = await screen.findByLabelText(name);
      await user.clear(box);
      await user.type(box, '1');
    }
  } else if (event.numbers) {
    const choice = event.numbers as { hasNumber: boolean; picks: Record<string, string> };
    if (choice.hasNumber) {
      await user.click(await screen.findByLabelText(/kullanılmayan numaralarını kullanacağım/));
      for (const [key, msisdn] of Object.entries(choice.picks))
        await user.selectOptions(await screen.findByLabelText(`${label(key)} numarası`), msisdn);
    } else {
      await user.click(await screen.findByLabelText('Yeni numara almak istiyorum'));
      const forMe = await screen.findByLabelText('Veri hatlarımın numarasını benim için seçin');
      if (!(forMe as HTMLInputElement).checked) await user.click(forMe);
      await user.selectOptions(await screen.findByLabelText('Ses hattı 1 numarası'), SEED.pool);
    }
  } else if (event.sims) {
    const sims = event.sims as Record<string, { simType: 'PHYSICAL' | 'ESIM'; iccid: string }>;
    for (const [key, sim] of Object.entries(sims)) {
      const group = await screen.findByRole('radiogroup', { name: `${label(key)} SIM türü` });
      await user.click(within(group).getByLabelText(sim.simType === 'ESIM' ? 'e-SIM' : 'Fiziksel SIM kart'));
      const iccid = refuseSims && key === 'VOICE-1' ? SEED.blockedSim : sim.iccid;
      await user.selectOptions(await screen.findByLabelText(`${label(key)} SIM kartı`), iccid);
    }
  } else if (event.details) {
    const fill = async (name: string | RegExp, value: string) => {
      const box = await screen.findByLabelText(name);
      await user.clear(box);
      await user.type(box, value);
    };
    await fill('Yetkili adı soyadı', DETAILS.contact.contactName);
    await fill('Cep telefonu', DETAILS.contact.contactPhone);
    await fill(/^E-posta$/, DETAILS.contact.email);
    await fill('M2M hatları için iletişim numarası', DETAILS.contact.m2mContactNumber!);
    await fill('Veri hatları için iletişim numarası', DETAILS.contact.dataContactNumber!);
    await user.selectOptions(await screen.findByLabelText('SIM kart teslimat noktası'), DETAILS.partnerId);
  }
  if (before.matches({ afterNumbers: 'summary' }))
    return user.click(await screen.findByRole('button', { name: 'Onayla ve sipariş ver' }));
  const devam = await screen.findByRole('button', { name: 'Devam' });
  await waitFor(() => expect(devam).toBeEnabled());
  return user.click(devam);
}

async function perform(user: User, event: EventObject, before: NewLineSnapshot) {
  const e = event as EventObject & Record<string, unknown>;
  switch (e.type) {
    case 'user.next.product':
    case 'user.next.numbers':
    case 'user.next.sims':
    case 'user.next.details':
    case 'user.next.summary':
      return next(user, before, e);
    case 'user.back':
      await closeNotice(user);
      return user.click(await screen.findByRole('button', { name: 'Geri' }));
    case 'user.retry':
      await closeNotice(user);
      return user.click(await screen.findByRole('button', { name: /^(Tekrar dene|Tekrar gönder)$/ }));
    case 'user.restart':
    case 'user.startOver':
      return user.click(await screen.findByRole('button', { name: 'Yeni sipariş başlat' }));
    case 'user.resume':
      return user.click(await screen.findByRole('button', { name: 'Kaldığınız yerden devam edin' }));
    case 'clock.tick': {
      // The real countdown ticks every second.
      const shown = screen.getByRole('timer').textContent;
      return waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(shown), {
        timeout: 10_000,
      });
    }
    case 'xstate.after.reservationTtl.newLine.afterNumbers':
      return act(() => fireReservationTimers());
    case 'xstate.done.actor.otp': {
      const output = e.output as { status: string };
      if (output.status === 'cancelled')
        return user.click(await screen.findByRole('button', { name: 'Vazgeç' }));
      await user.click(await screen.findByLabelText('Doğrulama kodu, 1. hane'));
      return user.paste(harness.latestCode());
    }
    default:
      return undefined;
  }
}

const STEP_HEADINGS: Record<string, string> = {
  product: 'Ürün ve tarife',
  numbers: 'Numaralar',
  sims: 'SIM kartlar',
  details: 'Bilgiler',
  summary: 'Özet ve onay',
  done: 'Tamamlandı',
};

async function expectView(s: NewLineSnapshot) {
  if (s.matches('resumeOffer')) {
    expect(await screen.findByRole('button', { name: 'Kaldığınız yerden devam edin' })).toBeVisible();
    return;
  }
  const step = Object.keys(STEP_HEADINGS).find((id) => s.hasTag(`step:${id}`))!;
  const current = await screen.findByRole('navigation', { name: 'Sipariş adımları' });
  await waitFor(() =>
    expect(current.querySelector('[aria-current="step"]')).toHaveTextContent(STEP_HEADINGS[step]!),
  );
  if (s.context.notice) expect(screen.getByText(/rezervasyonunuzun süresi doldu/)).toBeVisible();
  if (s.matches('afterNumbers') && s.context.reservation)
    expect(screen.getByRole('timer')).toHaveTextContent(/^\d\d:\d\d$/);
  else expect(screen.queryByRole('timer')).toBeNull();
  if (s.matches({ afterNumbers: { sims: 'editing' } }) && s.context.errorNumbers.length)
    expect(await screen.findByText(/SIM kart geçersiz/)).toBeVisible();
  if (s.matches({ afterNumbers: { details: 'customerRefused' } }))
    expect(await screen.findByText('Şirketiniz doğrulanmadı.')).toBeVisible();
  if (s.matches({ afterNumbers: { details: 'editing' } }) && s.context.contactMessage)
    expect(await screen.findByText('İletişim numarası kullanımda değil.')).toBeVisible();
  if (s.matches({ afterNumbers: 'summary' })) {
    const rows = within(await screen.findByRole('table', { name: 'Sipariş edilecek hatlar' })).getAllByRole(
      'row',
    );
    expect(rows.length).toBeGreaterThan(2);
    expect(screen.getByRole('row', { name: /Aylık toplam/ })).toHaveTextContent(/\d,\d\d TL/);
  }
  if (s.matches('marsFailed')) expect(screen.getByRole('button', { name: 'Tekrar gönder' })).toBeEnabled();
  if (s.matches('optionsFailed')) expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeEnabled();
  if (s.matches('done')) expect(await screen.findByText(/Siparişiniz alındı/)).toBeVisible();
  const back = screen.queryByRole('button', { name: 'Geri' });
  if (back && !s.matches({ afterNumbers: { details: 'customerRefused' } }))
    expect((back as HTMLButtonElement).disabled).toBe(!s.can({ type: 'user.back' }));
}

const walker: PortalWalker<NewLineSnapshot> = {
  harness,
  person: FAST,
  startPath: '/new-line',
  actor: () => probed('newLine'),
  serialize: serializeNewLine,
  arrange,
  perform,
  isSettled: (s) => !s.hasTag('busy') && !s.matches({ afterNumbers: 'confirming' }),
  expectView,
};

/** describeModel with the walked path at hand, so outcomes can be arranged ahead (see arrange). */
function describeNewLineModel(
  name: string,
  input: unknown,
  events: (s: NewLineSnapshot) => EventObject[],
  minPaths: number,
) {
  describeModelWalk(
    name,
    newLineMachine,
    { input, events, serialize: serializeNewLine, minPaths },
    (path) => {
      currentPath = path;
      arrangedEvents.clear();
      refuseSims = false;
      pending.clear();
      return walkPath(walker, path);
    },
  );
}

describe('new line (no draft)', () => {
  beforeAll(() => {
    draftWorld = null;
  });
  describeNewLineModel(
    'newLine',
    // The walk's person has full authority: the rights child answers every level.
    {
      owner: { userName: 'Can Öztürk', corporateNcst: '1000245873' },
      rights: FULL_RIGHTS,
      draft: null,
      draftId: 'D',
      now: 0,
    },
    newLineEvents,
    20,
  );
});

for (const world of ['product', 'numbers', 'sims', 'details', 'summary', 'lapsed', 'startOver'] as const) {
  describe(`new line (a saved draft: ${world})`, () => {
    beforeAll(() => {
      draftWorld = world;
    });
    afterAll(() => {
      draftWorld = null;
    });
    describeNewLineModel(`newLine resume ${world}`, draftInput(world, Date.now()), resumeEvents(world), 1);
  });
}
