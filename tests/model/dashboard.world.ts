import type { EventObject } from 'xstate';
import { SURVEY } from '../../server/customer/survey';
import type { DashboardStatus } from '../../src/api/dashboard/types';
import type { cardMachine } from '../../src/machines/dashboard/cardMachine';
import { CARD_FLAGS } from '../../src/machines/dashboard/dashboardFlags';
import type { dashboardMachine } from '../../src/machines/dashboard/dashboardMachine';
import type { surveyMachine } from '../../src/machines/dashboard/surveyMachine';

export type DashboardSnapshot = ReturnType<typeof dashboardMachine.getInitialSnapshot>;
export type CardSnapshot = ReturnType<typeof cardMachine.getInitialSnapshot>;
export type SurveySnapshot = ReturnType<typeof surveyMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

const fail = (httpStatus: number) => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus });

export const ACTIVE_STATUS = {
  dashboardActive: true,
  ...Object.fromEntries(CARD_FLAGS.map((flag) => [flag, true])),
} as DashboardStatus;
export const INACTIVE_STATUS: DashboardStatus = { ...ACTIVE_STATUS, dashboardActive: false };

/**
 * The dashboard: the status call answers active, inactive or fails; the page asks for its boxes
 * (the first one stands for any: the machine's rule is the same for each).
 */
export function dashboardEvents(snapshot: DashboardSnapshot): ModelEvent[] {
  return [
    { type: 'view.shown' },
    { type: 'view.cardsNeeded', ids: ['unpaidInvoices'] },
    { type: 'xstate.done.actor.status', output: ACTIVE_STATUS },
    { type: 'xstate.done.actor.status', output: INACTIVE_STATUS },
    { type: 'xstate.error.actor.status', error: fail(500) },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeDashboard = (s: DashboardSnapshot) =>
  JSON.stringify({ value: s.value, active: s.context.flags.dashboardActive, init: s.context.flags.init });

/** One box (the unpaid invoices): its call answers or fails; the person retries or refreshes. */
export function cardEvents(snapshot: CardSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { count: 1, amount: 1 } },
    { type: 'xstate.error.actor.load', error: fail(500) },
    { type: 'user.retry' },
    { type: 'user.refresh' },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeCard = (s: CardSnapshot) => JSON.stringify(s.value);

/** The survey of a person who has not seen it: each question answered with its first option. */
export function surveyEvents(snapshot: SurveySnapshot): ModelEvent[] {
  const answered = snapshot.context.answers;
  return [
    { type: 'xstate.done.actor.getSurvey', output: SURVEY },
    { type: 'xstate.error.actor.getSurvey', error: fail(500) },
    ...SURVEY.questions
      .filter((q) => answered[q.id] === undefined)
      .map((q) => ({ type: 'user.answer', questionId: q.id, value: q.options[0]!.value })),
    { type: 'user.submit' },
    { type: 'user.dismiss' },
    { type: 'xstate.done.actor.saveSurvey', output: { surveyId: SURVEY.surveyId, saved: true } },
    { type: 'xstate.error.actor.saveSurvey', error: fail(500) },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeSurvey = (s: SurveySnapshot) =>
  JSON.stringify({ value: s.value, answered: Object.keys(s.context.answers).sort() });

export const optionLabel = (questionId: string, value: string) =>
  SURVEY.questions.find((q) => q.id === questionId)?.options.find((o) => o.value === value)?.label ?? value;
