import { useState } from 'react';
import type { DraftKind } from '../../../lib/drafts';
import type { WizardDraftHead } from '../../../machines/shared/wizard/wizardDrafts';
import { useSavedDraft } from '../drafts';

/** Told when the person's saved draft could not be read by this version of the portal. */
export const DRAFT_DROPPED_NOTICE =
  'Kaydedilmiş siparişiniz portalın yeni sürümünde açılamadığı için silindi. Lütfen siparişinizi yeniden oluşturun.';

/**
 * A wizard's input, fixed when the page opens: the person and company, their saved draft (or
 * whether it had to be dropped), a fresh id for a new draft and the time the wizard starts.
 */
export function useWizardInput<D extends WizardDraftHead>(kind: DraftKind<D>) {
  const saved = useSavedDraft(kind);
  const [input] = useState(() => ({ ...saved, draftId: crypto.randomUUID(), now: Date.now() }));
  return input;
}
