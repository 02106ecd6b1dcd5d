import * as v from 'valibot';
import { type ActorRefFrom, assign, emit, sendParent, setup, spawnChild } from 'xstate';
import { AbroadChangeAnswer, type AbroadService, AbroadValidation } from '../../api/abroad/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { abroadConfirmActors } from './abroadActors';
import { abroadConfirmMachine } from './abroadConfirmMachine';
import { ABROAD_CONFIRM_PATH } from './abroadQuery';
import { abroadSummaryMachine } from './abroadSummaryMachine';

export interface AbroadConfirmPageInput {
  service: AbroadService;
  /** The history entry's state: what the list page handed over, or the applied result. */
  handed: unknown;
  /** When the page opened (read at the edge): a validation past its time cannot be confirmed. */
  now: number;
}

interface AbroadConfirmPageContext {
  service: AbroadService;
  validation: AbroadValidation | undefined;
  result: AbroadChangeAnswer | undefined;
  now: number;
}

export type AbroadConfirmPageEvent = { type: 'change.applied'; result: AbroadChangeAnswer };

/** What the history entry holds for this service; anything else is as if nothing were handed. */
function handedOver(state: unknown, service: AbroadService) {
  const record = (state ?? {}) as { validation?: unknown; result?: unknown };
  const result =
    v.is(AbroadChangeAnswer, record.result) && record.result.service === service ? record.result : undefined;
  const validation =
    v.is(AbroadValidation, record.validation) && record.validation.service === service
      ? record.validation
      : undefined;
  return { result, validation };
}

/**
 * /roaming-confirm and /international-call-confirm as one chart: the handed-over validation is
 * confirmed by SMS code in the confirm child; once applied, the result replaces the validation
 * in the history entry (a reload shows the result, never a second confirmation).
 */
export const abroadConfirmPageMachine = setup({
  types: {
    context: {} as AbroadConfirmPageContext,
    events: {} as AbroadConfirmPageEvent,
    input: {} as AbroadConfirmPageInput,
    emitted: {} as PageEffect,
    children: {} as { summary: 'summary'; confirm: 'confirm' },
  },
  actors: {
    summary: abroadSummaryMachine,
    // The applied change is told to this page, which keeps and shows the result.
    confirm: abroadConfirmMachine.provide({
      actors: abroadConfirmActors,
      actions: {
        changeApplied: sendParent((_, result: AbroadChangeAnswer) => ({ type: 'change.applied', result })),
      },
    }),
  },
  guards: {
    applied: ({ context }) => context.result !== undefined,
    nothingHanded: ({ context }) => context.validation === undefined,
    expired: ({ context }) => Date.parse(context.validation?.expiresAt ?? '') <= context.now,
  },
}).createMachine({
  id: 'abroadConfirmPage',
  context: ({ input }) => ({
    service: input.service,
    now: input.now,
    ...handedOver(input.handed, input.service),
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'applied', target: 'applied' },
        { guard: 'nothingHanded', target: 'nothing' },
        { guard: 'expired', target: 'expired' },
        { target: 'confirming' },
      ],
    },
    nothing: { description: 'No change was handed over: the person starts from the list.' },
    expired: { description: 'The check is past its time: the person chooses the lines again.' },
    confirming: {
      // The prices show beside the confirmation only.
      entry: spawnChild('summary', { id: 'summary', input: ({ context }) => context.service }),
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ validation: context.validation as AbroadValidation }),
      },
      on: {
        'change.applied': {
          target: 'applied',
          actions: [
            assign({ result: ({ event }) => event.result }),
            emit(({ context, event }) => ({
              type: 'navigate' as const,
              to: ABROAD_CONFIRM_PATH[context.service],
              replace: true,
              state: { result: event.result },
            })),
          ],
        },
      },
    },
    applied: { description: 'Each line’s result, also after a reload of the page.' },
  },
});

export type AbroadConfirmPageRef = ActorRefFrom<typeof abroadConfirmPageMachine>;
