import { type ActorRefFrom, assign, emit, setup } from 'xstate';
import { errorMessage, httpActor } from '../../actors/http';
import type { Survey } from '../../api/customer/types';
import type { PageEffect } from '../shared/page/pageEffects';

export interface SurveyContext {
  displayed: boolean;
  survey: Survey | null;
  answers: Record<string, string>;
  error: string | null;
}

export type SurveyEvent =
  | { type: 'user.answer'; questionId: string; value: string }
  | { type: 'user.submit' }
  | { type: 'user.dismiss' };

/**
 * The customer survey (spec §3 customerSurveyDisplayed, §7 get/save): asked once, when the login
 * response says it was not displayed yet. Telling the session it was shown is an emitted effect
 * the edge (usePageActor) forwards to the session.
 */
export const surveyMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    input: {} as { displayed: boolean },
    emitted: {} as PageEffect,
  },
  actors: {
    getSurvey: httpActor('customerSurvey'),
    saveSurvey: httpActor('customerSurveySave'),
  },
  actions: {
    /** The session remembers the survey was shown. */
    markDisplayed: emit({ type: 'session', event: { type: 'survey.displayed' } }),
  },
  guards: {
    alreadyDisplayed: ({ context }) => context.displayed,
    allAnswered: ({ context }) =>
      Boolean(context.survey?.questions.every((q) => context.answers[q.id] !== undefined)),
  },
}).createMachine({
  id: 'survey',
  context: ({ input }) => ({ displayed: input.displayed, survey: null, answers: {}, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'alreadyDisplayed', target: 'closed' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'getSurvey',
        src: 'getSurvey',
        onDone: {
          target: 'open',
          actions: [assign({ survey: ({ event }) => event.output }), 'markDisplayed'],
        },
        onError: 'closed',
      },
    },
    open: {
      tags: ['visible'],
      on: {
        'user.answer': {
          actions: assign({
            answers: ({ context, event }) => ({ ...context.answers, [event.questionId]: event.value }),
            error: null,
          }),
        },
        'user.submit': { guard: 'allAnswered', target: 'saving' },
        'user.dismiss': 'closed',
      },
    },
    saving: {
      tags: ['visible', 'busy'],
      invoke: {
        id: 'saveSurvey',
        src: 'saveSurvey',
        input: ({ context }) => ({
          body: { surveyId: context.survey?.surveyId ?? '', answers: context.answers },
        }),
        onDone: 'thanked',
        onError: { target: 'open', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    thanked: { tags: ['visible'], on: { 'user.dismiss': 'closed' } },
    closed: { type: 'final' },
  },
});

export type SurveyRef = ActorRefFrom<typeof surveyMachine>;
