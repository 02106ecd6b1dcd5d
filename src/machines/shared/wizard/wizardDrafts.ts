/**
 * The wizard kit's drafts: a wizard's resumable progress as plain, versioned data (not an XState
 * persisted snapshot, which would also carry the invoked OTP child and in-flight HTTP actors).
 * A draft names its format's version; a draft of an older version is upgraded by the wizard's
 * migrations, and one that cannot be (or a newer one, after a downgrade) is dropped, and the
 * wizard tells the person, instead of crashing on a shape it does not know.
 */
import * as v from 'valibot';
import type { DraftHead, DraftKind } from '../../../lib/drafts';

/** The notice a wizard shows when the person's draft could not be read by this version. */
export const DRAFT_DROPPED = 'draftDropped';

/** What every wizard draft carries: its format, whose it is, when and at which step it was saved. */
export interface WizardDraftHead<Step extends string = string> extends DraftHead {
  version: number;
  step: Step;
  /** The order being prepared; the OTP code is sent for it. */
  draftId: string;
}

/** Upgrades a draft of `version` to the next version's shape, or null when it cannot. */
export type DraftMigration = (old: Record<string, unknown>) => Record<string, unknown> | null;

export interface WizardDraftsSpec<T extends WizardDraftHead> {
  /** The storage key; starts with `_n_` so the logout clear keeps it. */
  key: string;
  /** The current format; its `version` field is a literal of `version`. */
  version: number;
  schema: v.GenericSchema<unknown, T>;
  /** By version: how a draft of that version becomes one of the next. */
  migrations?: Readonly<Record<number, DraftMigration>>;
}

/** The draft kind the drafts service reads and writes for one wizard. */
export function defineWizardDrafts<T extends WizardDraftHead>(spec: WizardDraftsSpec<T>): DraftKind<T> {
  const isDraft = (value: unknown): value is T => v.is(spec.schema, value);
  return {
    key: spec.key,
    isDraft,
    upgrade(value) {
      let draft = value as Record<string, unknown>;
      let version = draft.version;
      while (typeof version === 'number' && version < spec.version) {
        const next = spec.migrations?.[version]?.(draft);
        if (!next) return null;
        draft = { ...next, version: version + 1 };
        version = draft.version;
      }
      return isDraft(draft) ? draft : null;
    },
  };
}
