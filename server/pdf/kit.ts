/**
 * The sandbox's PDF kit over pdf-lib: a document is a list of blocks (title, headings, wrapped
 * paragraphs, label/value fields, tables with right-aligned money) laid out top to bottom on A4
 * pages, with page breaks, page numbers and the document info (title, author, Turkish language).
 * Contracts and invoices print through it; no feature writes PDF syntax by hand.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { fontFiles } from './fonts';
import { wrapText } from './layout';

export interface PdfColumn {
  header: string;
  /** Share of the text width (the shares of a table add up to 1). */
  width: number;
  /** Money and counts are right-aligned so their digits line up. */
  align?: 'left' | 'right';
}

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string; bold?: boolean }
  /** Label and value pairs in two columns (company, tax number, dates). */
  | { kind: 'fields'; rows: readonly (readonly [string, string])[] }
  /** Rows of cells; `totals` are set in bold under a rule. The header repeats on every page. */
  | {
      kind: 'table';
      columns: readonly PdfColumn[];
      rows: readonly (readonly string[])[];
      totals?: readonly (readonly string[])[];
    }
  | { kind: 'space'; height?: number };

export interface PdfDocumentSpec {
  title: string;
  author?: string;
  subject?: string;
  /** Stored as creation and modification date; fixed by the caller so a document is reproducible. */
  createdAt?: Date;
  blocks: readonly PdfBlock[];
}

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 50;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.75, 0.75, 0.78);

const SIZES = { title: 16, heading: 12, body: 9.5, small: 8 } as const;
const LEADING = 1.45;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes blocks onto pages, adding a page when the next line does not fit. */
class Writer {
  private page: PDFPage;
  private y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    return page;
  }

  /** Makes room for `height` points, on a new page if this one is full; true when it broke. */
  ensure(height: number): boolean {
    if (this.y - height >= MARGIN + 14) return false;
    this.page = this.addPage();
    this.y = PAGE.height - MARGIN;
    return true;
  }

  space(height: number): void {
    this.y -= height;
  }

  text(
    text: string,
    x: number,
    opts: { size: number; bold?: boolean; color?: ReturnType<typeof rgb> },
  ): void {
    this.page.drawText(text, {
      x,
      y: this.y - opts.size,
      size: opts.size,
      font: opts.bold ? this.fonts.bold : this.fonts.regular,
      color: opts.color ?? INK,
    });
  }

  /** Wrapped lines of one style across the full text width. */
  lines(text: string, size: number, bold = false, color = INK): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(font, size, text, TEXT_WIDTH)) {
      this.ensure(size * LEADING);
      this.text(line, MARGIN, { size, bold, color });
      this.y -= size * LEADING;
    }
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }

  fields(rows: readonly (readonly [string, string])[]): void {
    const labelWidth = TEXT_WIDTH * 0.32;
    const size = SIZES.body;
    for (const [label, value] of rows) {
      const values = wrapText(this.fonts.regular, size, value, TEXT_WIDTH - labelWidth);
      this.ensure(values.length * size * LEADING);
      this.text(label, MARGIN, { size, bold: true });
      for (const line of values) {
        this.text(line, MARGIN + labelWidth, { size });
        this.y -= size * LEADING;
      }
    }
  }

  /** One row of cells, each wrapped in its column; answers nothing, moves y below the row. */
  private row(columns: readonly PdfColumn[], cells: readonly string[], bold: boolean): void {
    const size = SIZES.body;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const padding = 4;
    const wrapped = columns.map((col, i) =>
      wrapText(font, size, cells[i] ?? '', col.width * TEXT_WIDTH - 2 * padding),
    );
    const height = Math.max(...wrapped.map((w) => w.length)) * size * LEADING + 2;
    if (this.ensure(height + size * LEADING) && !bold) this.header(columns);
    let x = MARGIN;
    const top = this.y;
    columns.forEach((col, i) => {
      const width = col.width * TEXT_WIDTH;
      this.y = top;
      for (const line of wrapped[i]!) {
        const lineX =
          col.align === 'right' ? x + width - padding - font.widthOfTextAtSize(line, size) : x + padding;
        this.text(line, lineX, { size, bold });
        this.y -= size * LEADING;
      }
      x += width;
    });
    this.y = top - height;
  }

  header(columns: readonly PdfColumn[]): void {
    this.row(
      columns,
      columns.map((c) => c.header),
      true,
    );
    this.rule();
    this.y -= 3;
  }

  table(block: Extract<PdfBlock, { kind: 'table' }>): void {
    this.ensure(SIZES.body * LEADING * 3);
    this.header(block.columns);
    for (const cells of block.rows) this.row(block.columns, cells, false);
    if (block.totals?.length) {
      this.y -= 2;
      this.rule();
      this.y -= 3;
      for (const cells of block.totals) this.row(block.columns, cells, true);
    }
  }

  /** "1 / 3" at the foot of every page, once the page count is known. */
  numberPages(): void {
    const count = this.pages.length;
    this.pages.forEach((page, i) => {
      const label = `${i + 1} / ${count}`;
      const width = this.fonts.regular.widthOfTextAtSize(label, SIZES.small);
      page.drawText(label, {
        x: PAGE.width - MARGIN - width,
        y: MARGIN / 2,
        size: SIZES.small,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}

function write(writer: Writer, block: PdfBlock): void {
  switch (block.kind) {
    case 'title':
      writer.lines(block.text, SIZES.title, true);
      writer.space(6);
      return;
    case 'heading':
      writer.space(6);
      writer.ensure(SIZES.heading * LEADING * 2);
      writer.lines(block.text, SIZES.heading, true);
      return;
    case 'paragraph':
      writer.lines(block.text, SIZES.body, block.bold);
      writer.space(3);
      return;
    case 'fields':
      writer.fields(block.rows);
      return;
    case 'table':
      writer.table(block);
      return;
    case 'space':
      writer.space(block.height ?? 10);
      return;
  }
}

/** Renders a document to PDF bytes (%PDF-1.7), fonts embedded as subsets. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const files = fontFiles();
  const fonts: Fonts = {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
  };
  const createdAt = spec.createdAt ?? new Date(0);
  doc.setTitle(spec.title, { showInWindowTitleBar: true });
  doc.setAuthor(spec.author ?? 'Kurumsal Portal');
  if (spec.subject) doc.setSubject(spec.subject);
  doc.setLanguage('tr-TR');
  doc.setCreator('Kurumsal Portal');
  doc.setProducer('Kurumsal Portal sandbox (pdf-lib)');
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);

  const writer = new Writer(doc, fonts);
  for (const block of spec.blocks) write(writer, block);
  writer.numberPages();
  return doc.save();
}
