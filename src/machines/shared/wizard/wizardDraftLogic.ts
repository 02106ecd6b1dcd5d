/**
 * The guards and the edge actions every wizard's setup spreads in: whether a draft was offered
 * and at which step it was saved, and the two moments a draft is saved or forgotten, which the
 * chart only names; where drafts are kept is bound where the wizard is created
 * (bindWizardDrafts.ts), so the chart stays pure and tests bind their own.
 */
interface DraftContext<Step extends string> {
  savedDraft: { step: Step } | null;
}

export function wizardDraftGuards<Step extends string>() {
  return {
    hasDraft: ({ context }: { context: DraftContext<Step> }) => context.savedDraft !== null,
    savedAt: ({ context }: { context: DraftContext<Step> }, step: Step) => context.savedDraft?.step === step,
  };
}

export function wizardDraftActions<Step extends string>() {
  return {
    /** Saves the draft at `step`. */
    persistDraft: (_: unknown, _step: Step) => {
      throw new Error('persistDraft must be provided');
    },
    /** Forgets the owner's draft. */
    forgetDraft: (_: unknown) => {
      throw new Error('forgetDraft must be provided');
    },
  };
}
