/**
 * The one file upload a page runs at a time, as its machine keeps it: which document the file is
 * for, how much of it the browser has sent (whole percents, from the HTTP actor's
 * `upload.progress` events), and whether the person cancelled it. A cancelled upload keeps the
 * chosen file, so the page can list it and send it again without choosing it anew.
 */
export interface PendingUpload {
  documentType: string;
  file: File;
  /** 0–100. */
  percent: number;
  cancelled: boolean;
}

/** The events an uploading state takes besides its actor's outcome. */
export type UploadEvent = { type: 'upload.progress'; percent: number } | { type: 'user.cancelUpload' };

export const startedUpload = (documentType: string, file: File): PendingUpload => ({
  documentType,
  file,
  percent: 0,
  cancelled: false,
});

/** The upload with the share the browser has sent; a late report after a cancel changes nothing. */
export const withPercent = (upload: PendingUpload | undefined, percent: number): PendingUpload | undefined =>
  upload && !upload.cancelled ? { ...upload, percent } : upload;

/** The upload the person stopped: its file stays chosen, nothing of it was kept. */
export const cancelledUpload = (upload: PendingUpload | undefined): PendingUpload | undefined =>
  upload && { ...upload, percent: 0, cancelled: true };
