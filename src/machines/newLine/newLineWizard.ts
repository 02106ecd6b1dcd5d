/**
 * The wizard as the portal runs it: the pure chart (newLineMachine.ts) with its effects bound
 * once, here, instead of inside it: drafts go to the drafts service, the countdown ticks with
 * the wall clock. Tests bind their own.
 */
import { secondTicks } from '../../actors/clock';
import { storedDrafts } from '../../lib/drafts';
import { newLineDrafts } from './newLineDraft';
import { newLineMachine } from './newLineMachine';
import { toDraft } from './newLineSetup';

export const newLineWizard = newLineMachine.provide({
  actions: {
    persistDraft: ({ context }, step) => storedDrafts.write(newLineDrafts, toDraft(context, step)),
    forgetDraft: ({ context }) => storedDrafts.clear(newLineDrafts, context.owner),
  },
  actors: { reservationClock: secondTicks },
});
