/** Measuring and wrapping text by the font's real glyph widths, so nothing runs past a margin. */
import type { PDFFont } from 'pdf-lib';

/** Cuts one word that is wider than the line into pieces that fit. */
function breakWord(font: PDFFont, size: number, word: string, maxWidth: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of word) {
    if (current && font.widthOfTextAtSize(current + ch, size) > maxWidth) {
      pieces.push(current);
      current = ch;
    } else current += ch;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Splits text into lines no wider than maxWidth; an empty text is one empty line. */
export function wrapText(font: PDFFont, size: number, text: string, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [''];
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    if (font.widthOfTextAtSize(word, size) <= maxWidth) current = word;
    else {
      const pieces = breakWord(font, size, word, maxWidth);
      current = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  lines.push(current);
  return lines;
}
