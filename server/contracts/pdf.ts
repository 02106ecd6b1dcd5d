/**
 * A small hand-written PDF 1.4 writer: enough for a contract a viewer opens (catalog, pages,
 * Helvetica text, an info dictionary, a correct cross-reference table), with no dependency.
 *
 * Turkish letters: the font's encoding is WinAnsiEncoding with a /Differences array that puts
 * Ğ İ Ş ğ ı ş where Windows-1254 (Turkish) has them, so text is written as Windows-1254 bytes.
 * Ç Ö Ü ç ö ü are WinAnsi already; Helvetica carries all twelve glyphs. Bytes above 127 are
 * written as octal escapes, so past the binary marker of the header the file is plain ASCII and
 * every offset is a string length.
 */

export interface PdfDocumentInput {
  title: string;
  author?: string;
  /** Lines of text, top to bottom; long lines are wrapped, pages added as needed. */
  lines: PdfLine[];
}

export interface PdfLine {
  text: string;
  /** Headings are set larger and bold. */
  style?: 'title' | 'heading' | 'body';
}

/** The six Turkish letters Windows-1252 lacks, at their Windows-1254 positions. */
const TURKISH_BYTES: Readonly<Record<string, number>> = {
  Ğ: 0xd0,
  İ: 0xdd,
  Ş: 0xde,
  ğ: 0xf0,
  ı: 0xfd,
  ş: 0xfe,
};
const DIFFERENCES = '[208 /Gbreve 221 /Idotaccent 222 /Scedilla 240 /gbreve 253 /dotlessi 254 /scedilla]';

/** Windows-1252 characters above 127 that the contracts may use (typographic quotes, dashes). */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** One character as a Windows-1254 byte; anything the font cannot show becomes "?". */
function toByte(ch: string): number {
  const turkish = TURKISH_BYTES[ch];
  if (turkish !== undefined) return turkish;
  const extra = WIN_ANSI_EXTRA[ch];
  if (extra !== undefined) return extra;
  const code = ch.codePointAt(0) ?? 63;
  // Latin-1 above 0xA0 is the same in Windows-1252, except the six positions taken above.
  if (code >= 0x20 && code < 0x7f) return code;
  if (code >= 0xa0 && code <= 0xff && !Object.values(TURKISH_BYTES).includes(code)) return code;
  return 63;
}

/** A PDF literal string: ( ) \ escaped, bytes above 127 as octal, all ASCII. */
export function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const byte = toByte(ch);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte > 126) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const STYLE = {
  title: { font: 'F2', size: 15, leading: 24, wrap: 60 },
  heading: { font: 'F2', size: 11, leading: 20, wrap: 80 },
  body: { font: 'F1', size: 10, leading: 14, wrap: 95 },
} as const;

/** Word wrap by characters: Helvetica's average width keeps a line inside the margins. */
function wrap(text: string, width: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [''];
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  lines.push(current);
  return lines;
}

/** Lays the lines out on pages; answers each page's content stream. */
function layout(lines: PdfLine[]): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const style = STYLE[line.style ?? 'body'];
    for (const part of wrap(line.text, style.wrap)) {
      if (y - style.leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= style.leading;
      pages[pages.length - 1]!.push(
        `BT /${style.font} ${style.size} Tf ${MARGIN} ${y} Td ${pdfString(part)} Tj ET`,
      );
    }
  }
  const count = pages.length;
  return pages.map((ops, i) =>
    [...ops, `BT /F1 8 Tf ${PAGE_WIDTH - MARGIN - 40} ${MARGIN / 2} Td (${i + 1} / ${count}) Tj ET`].join(
      '\n',
    ),
  );
}

/** The PDF date format: D:YYYYMMDDHHmmSSZ. */
function pdfDate(date: Date): string {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `D:${iso}Z`;
}

/**
 * Renders a document. Objects: 1 catalog, 2 pages, 3 and 4 fonts, 5 info, then a page and its
 * content stream per page. Offsets are counted as the file is written.
 */
export function renderPdf(input: PdfDocumentInput, createdAt = new Date(0)): Uint8Array {
  const contents = layout(input.lines);
  const pageIds = contents.map((_, i) => 6 + i * 2);
  const font = (base: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${base} /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${DIFFERENCES} >> >>`;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Title ${pdfString(input.title)} /Author ${pdfString(input.author ?? 'Kurumsal Portal')} /Producer (Kurumsal Portal sandbox) /CreationDate (${pdfDate(createdAt)}) >>`,
  ];
  for (const [i, stream] of contents.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    );
  }

  // The header's second line marks the file as binary for transfer tools (bytes above 127).
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
