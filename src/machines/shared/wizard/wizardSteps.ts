/**
 * The wizard kit's vocabulary: a wizard is one parent chart whose states carry a typed
 * `step:<name>` tag (the view shows the step whose tag the snapshot has), and each step's submit
 * is an event of its own with that step's payload, so a guard or action never meets a payload of
 * another step.
 */

/** The tag a step's states carry. */
export type StepTag<Step extends string> = `step:${Step}`;

export const stepTag = <Step extends string>(step: Step): StepTag<Step> => `step:${step}`;

/** The submit of one step: `user.next.<step>` with the step's values. */
export type StepSubmit<Step extends string, Payload extends object = Record<never, never>> = {
  type: `user.next.${Step}`;
} & Payload;

/** The step a snapshot shows: the first of `steps` whose tag it carries. */
export function currentStep<Step extends string>(
  snapshot: { hasTag(tag: string): boolean },
  steps: readonly Step[],
): Step | null {
  return steps.find((step) => snapshot.hasTag(stepTag(step))) ?? null;
}
