/**
 * Blob rows answer the file itself (spec §4 download); its name travels in Content-Disposition.
 * The HTTP actor hands such a body back as a File carrying that name, so the flow that saves it
 * needs nothing but the value the call resolved with.
 */

/** The file name of a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function fileNameFrom(contentDisposition: unknown): string | undefined {
  const header = typeof contentDisposition === 'string' ? contentDisposition : '';
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed escape falls through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain?.[1]?.trim();
  // A name is a name, not a path: keep only its last segment.
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/** The body as a File named by the header; without a name the Blob stays as it came. */
export function namedFile(body: Blob, contentDisposition: unknown): Blob {
  const name = fileNameFrom(contentDisposition);
  if (!name || typeof File === 'undefined') return body;
  return new File([body], name, { type: body.type });
}
