import type { DownloadedContract } from '../../machines/contracts/contractDownloadMachine';

/** How long the object URL outlives the click; the browser has taken the file by then. */
const RELEASE_AFTER_MS = 10_000;

/**
 * The download machine's `saveFile` action: hands the Blob to the browser as a file with its
 * name. The machine drops its own reference right after; the object URL goes a little later.
 */
export function saveDownloadedFile({ blob, fileName }: DownloadedContract): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
