import {
  type DocumentFormId,
  type DocumentInsertResult,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadMimeType,
} from '../../api/documents/types';

/** What the insert flow logs when a call throws (spec §8). */
export const API_REQUEST_ERROR = 'API Request Error';
export const UPLOAD_MAX_FILES = 10;

/** A file the person picked for one document of the set, kept until the upload. */
export interface SelectedUpload {
  formId: DocumentFormId;
  fileName: string;
  mimeType: UploadMimeType;
  sizeBytes: number;
  file: Blob;
}

export interface UploadResult {
  fileName: string;
  formId: DocumentFormId;
  stored: boolean;
  /** The server's own message for a failed call (data, already in Turkish). */
  message?: string;
  /** Why the file was not sent when no call said so; the view words it. */
  reason?: 'notStored';
}

/** Why a file cannot be added, as a code the view words (machines carry codes, not text). */
export type UploadRejection =
  | { code: 'tooMany'; max: number }
  | { code: 'wrongType' | 'empty'; fileName: string }
  | { code: 'tooLarge'; fileName: string; size: number; max: number };

/** The picked file as the browser describes it. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const BY_EXTENSION: Record<string, UploadMimeType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The accepted type of a file, from its type or (when the browser gives none) its extension. */
export function uploadMimeType(file: PickedFile): UploadMimeType | undefined {
  if (UPLOAD_MIME_TYPES.includes(file.type as UploadMimeType)) return file.type as UploadMimeType;
  if (file.type !== '') return undefined;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
}

/** Why a file cannot be added; undefined when it can. */
export function uploadRejection(file: PickedFile, alreadySelected: number): UploadRejection | undefined {
  if (alreadySelected >= UPLOAD_MAX_FILES) return { code: 'tooMany', max: UPLOAD_MAX_FILES };
  if (!uploadMimeType(file)) return { code: 'wrongType', fileName: file.name };
  if (file.size === 0) return { code: 'empty', fileName: file.name };
  if (file.size > UPLOAD_MAX_BYTES) {
    return { code: 'tooLarge', fileName: file.name, size: file.size, max: UPLOAD_MAX_BYTES };
  }
  return undefined;
}

/** Spec §4: the file-store update follows only when the insert's code is exactly the string "200". */
export function insertAcceptsFile(result: DocumentInsertResult | undefined): boolean {
  return result?.statusCode === '200';
}

/** Base64 of the file's bytes for the JSON body of the file-store update. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode under the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
