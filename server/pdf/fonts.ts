/**
 * DejaVu Sans, regular and bold: a free TrueType font with every Turkish letter (ç ğ ı İ ö ş ü and
 * their capitals), which the PDF standard fonts cannot print without encoding tricks. Read once
 * per process; each document embeds only the glyphs it uses (subset).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

let cached: FontFiles | undefined;

/**
 * A copy in this realm's Uint8Array: pdf-lib checks `instanceof Uint8Array`, which a Node Buffer
 * fails where the global is another realm's (the sandbox inside the jsdom model tests).
 */
const bytesOf = (path: string) => new Uint8Array(readFileSync(path));

export function fontFiles(): FontFiles {
  cached ??= {
    regular: bytesOf(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: bytesOf(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cached;
}
