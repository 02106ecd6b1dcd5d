/**
 * The uploaded documents of a deactivation (spec §4: uploaded documents are appended, removed by
 * index or reset) and which of the chosen reason's documents are still missing.
 */
import {
  DEACTIVATION_MAX_FILE_BYTES,
  DEACTIVATION_MIME_TYPES,
  type DeactivationDocument,
  type DeactivationReason,
  type RequiredDocument,
} from '../../api/lineDeactivation/types';

export const appendDocument = (documents: readonly DeactivationDocument[], added: DeactivationDocument) => [
  ...documents,
  added,
];

export const removeDocumentAt = (documents: readonly DeactivationDocument[], index: number) =>
  documents.filter((_, i) => i !== index);

export const resetDocuments = (): DeactivationDocument[] => [];

/** The reason's documents that no uploaded document covers yet. */
export function missingDocuments(
  reason: DeactivationReason | undefined,
  documents: readonly DeactivationDocument[],
): RequiredDocument[] {
  if (!reason) return [];
  return reason.documents.filter((needed) => !documents.some((d) => d.documentType === needed.documentType));
}

/** Why a chosen file cannot be uploaded (the view words it), or undefined when it can. */
export type FileProblem = 'wrongType' | 'tooLarge' | 'empty';

export function fileProblem(file: Pick<File, 'type' | 'size'>): FileProblem | undefined {
  if (!(DEACTIVATION_MIME_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > DEACTIVATION_MAX_FILE_BYTES) return 'tooLarge';
  return undefined;
}
