/**
 * The wizard as the portal runs it: the pure chart (newLineMachine.ts) with its effects bound
 * once, here, instead of inside it: drafts go to the drafts service (the wizard kit's binding),
 * the countdown ticks with the wall clock. Tests bind their own.
 */
import { secondTicks } from '../../actors/clock';
import { bindWizardDrafts } from '../shared/wizard/bindWizardDrafts';
import { toDraft } from './newLineContext';
import { newLineDrafts } from './newLineDraft';
import { newLineMachine } from './newLineMachine';

export const newLineWizard = newLineMachine.provide({
  actions: bindWizardDrafts(newLineDrafts, toDraft),
  actors: { reservationClock: secondTicks },
});
