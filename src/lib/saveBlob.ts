/** How long the object URL outlives the click; the browser has taken the file by then. */
const RELEASE_AFTER_MS = 10_000;

/**
 * Hands a Blob to the browser as a downloaded file with the given name (a contract's PDF, an
 * export). The caller may drop its reference at once; the object URL goes a little later.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
