/**
 * The edge of a wizard's drafts: its `persistDraft` and `forgetDraft` actions bound to the
 * drafts service, given how the wizard's context becomes a draft.
 */
import { type DraftKind, type DraftOwner, type DraftsService, storedDrafts } from '../../../lib/drafts';
import type { WizardDraftHead } from './wizardDrafts';

export function bindWizardDrafts<Ctx extends { owner: DraftOwner }, D extends WizardDraftHead>(
  kind: DraftKind<D>,
  toDraft: (context: Ctx, step: D['step']) => D,
  service: DraftsService = storedDrafts,
) {
  return {
    persistDraft: ({ context }: { context: Ctx }, step: D['step']) =>
      service.write(kind, toDraft(context, step)),
    forgetDraft: ({ context }: { context: Ctx }) => service.clear(kind, context.owner),
  };
}
