import type { ProgressListener } from '../../actors/http/uploadProgress';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type {
  DeactivationDocument,
  DeactivationReason,
  HistoryDetail,
  SelectionCheck,
} from '../../api/lineDeactivation/types';
import type { PickerLine } from '../shared/linePicker/types';
import type { PendingUpload, UploadEvent } from '../shared/upload';
import { type FileProblem, missingDocuments } from './documentRules';

/** The deactivation chart's data and events (deactivationMachine.ts), shared by its modules. */

export interface StartData {
  reasons: DeactivationReason[];
  /** The person's uploads no deactivation has taken yet (a reload keeps them). */
  documents: DeactivationDocument[];
}

export interface UploadInput {
  documentType: string;
  file: File;
  /** The machine that hears the upload's progress (its own `self`). */
  progressTo?: ProgressListener;
}

export interface DeactivateInput {
  selectionId: string;
  reasonId: string;
  documentIds: string[];
  transactionId: string;
}

export interface DeactivationContext {
  /** The person's rights (the session's rights child): closing lines needs the lineDeactivation group's Talep. */
  rights: PersonRights | undefined;
  reasons: DeactivationReason[];
  lines: PickerLine[];
  check: SelectionCheck | undefined;
  reasonId: string | undefined;
  documents: DeactivationDocument[];
  /** A file refused before any upload (the view words the code). */
  fileProblem: FileProblem | undefined;
  /** The upload running (its percent) or the last one cancelled (its file, to send again). */
  upload: PendingUpload | undefined;
  /** The server's (or the error catalogue's) sentence for the last failed call of a step. */
  failure: string | undefined;
  transactionId: string | undefined;
  result: HistoryDetail | undefined;
}

/** A document fetched for the person, handed to the page as a download. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export type DeactivationEvent =
  | { type: 'lines.chosen'; lines: PickerLine[] }
  | { type: 'lines.remove'; msisdn: string }
  | { type: 'user.check' }
  | { type: 'user.retry' }
  | { type: 'reason.choose'; reasonId: string }
  | { type: 'document.upload'; documentType: string; file: File }
  | { type: 'document.remove'; index: number }
  | { type: 'document.download'; index: number }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.confirm' }
  | { type: 'user.restart' }
  | UploadEvent;

export const chosenReason = (c: DeactivationContext) => c.reasons.find((r) => r.reasonId === c.reasonId);

/**
 * What keeps a step's Devam shut, for the view to say next to the button (the same facts the
 * guards `hasLines`, `reasonChosen` and `documentsComplete` judge), or undefined when nothing does.
 */
export type NextBlocker =
  | { kind: 'noLines' }
  | { kind: 'noReason' }
  | { kind: 'missingDocuments'; titles: string[] };

export function linesBlocker(c: Pick<DeactivationContext, 'lines'>): NextBlocker | undefined {
  return c.lines.length === 0 ? { kind: 'noLines' } : undefined;
}

export function detailsBlocker(c: DeactivationContext): NextBlocker | undefined {
  const reason = chosenReason(c);
  if (!reason) return { kind: 'noReason' };
  const missing = missingDocuments(reason, c.documents);
  return missing.length > 0 ? { kind: 'missingDocuments', titles: missing.map((d) => d.title) } : undefined;
}
