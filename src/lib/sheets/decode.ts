/**
 * A spreadsheet text file's bytes as text. Excel saves "CSV UTF-8" with a BOM, plain "CSV"
 * in the Windows code page, which on a Turkish Windows is Windows-1254 (ğ, ş, ı, İ at bytes
 * 0xF0, 0xFE, 0xFD, 0xDD). Valid UTF-8 is taken as UTF-8 (with or without BOM); anything else
 * is read as Windows-1254, which maps every byte, so the text never fails to decode.
 */
export function decodeText(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  try {
    // fatal: throws on the first invalid sequence; ignoreBOM false: the BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(view);
  } catch {
    return new TextDecoder('windows-1254').decode(view);
  }
}
