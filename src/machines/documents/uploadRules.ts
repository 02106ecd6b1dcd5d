import {
  type DocumentFormId,
  type DocumentInsertResult,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES,
  type UploadMimeType,
} from '../../api/documentsTypes';
import { formatNumber } from '../../lib/format';

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
  message?: string;
}

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

export const formatFileSize = (bytes: number) =>
  bytes < 1024 ? `${formatNumber(bytes)} bayt` : `${formatNumber(bytes / 1024, { maxDecimals: 1 })} KB`;

/** Why a file cannot be added, in Turkish; undefined when it can. */
export function uploadRejection(file: PickedFile, alreadySelected: number): string | undefined {
  if (alreadySelected >= UPLOAD_MAX_FILES) return `En fazla ${UPLOAD_MAX_FILES} dosya seçebilirsiniz.`;
  if (!uploadMimeType(file))
    return `“${file.name}” eklenemedi: yalnızca PDF, JPG veya PNG dosyası yükleyebilirsiniz.`;
  if (file.size === 0) return `“${file.name}” eklenemedi: dosya boş.`;
  if (file.size > UPLOAD_MAX_BYTES) {
    return `“${file.name}” eklenemedi: dosya boyutu ${formatFileSize(file.size)}, en fazla ${formatFileSize(UPLOAD_MAX_BYTES)} olabilir.`;
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
