/**
 * How every wizard starts: with the person's saved draft it offers to resume it (or to start
 * over), and resuming routes back to the step the draft was saved at; without one it starts
 * fresh. The states use names the wizard's setup brings from `wizardDraftGuards` and declares:
 * guards `hasDraft`, `savedAt`; actions `restoreDraft`, `forgetDraft`, `startOver`.
 */
import { stepTag } from './wizardSteps';

export interface ResumeSpec<Step extends string, Before extends readonly object[]> {
  /** Where a fresh wizard (or one started over) begins. */
  readonly start: string;
  /** Transitions of the wizard's own, checked before the saved step (a draft whose time ran out). */
  readonly before: Before;
  /** Each saved step and the state it resumes at; the last is also where anything else goes. */
  readonly steps: readonly (readonly [Step, string])[];
}

export const RESUME_TAG = stepTag('resume');

export function resumeStates<Step extends string, const Before extends readonly object[] = []>(
  spec: ResumeSpec<Step, Before>,
) {
  const last = spec.steps[spec.steps.length - 1];
  if (!last) throw new Error('A wizard resumes at one step at least');
  return {
    starting: {
      always: [{ guard: 'hasDraft', target: 'resumeOffer' }, { target: spec.start }],
    },
    resumeOffer: {
      description: 'A saved draft of this user and company: continue it or start a new order.',
      tags: [RESUME_TAG],
      on: {
        'user.resume': { target: 'restoring', actions: 'restoreDraft' },
        'user.startOver': { target: spec.start, actions: ['forgetDraft', 'startOver'] },
      },
    },
    restoring: {
      description: 'Back to the step the draft was saved at.',
      always: [
        ...spec.before,
        ...spec.steps.slice(0, -1).map(([step, target]) => ({
          guard: { type: 'savedAt' as const, params: step },
          target,
        })),
        { target: last[1] },
      ],
    },
  } as const;
}
