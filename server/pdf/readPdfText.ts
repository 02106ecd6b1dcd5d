/**
 * Reads a PDF back as a viewer would (pdfjs-dist, the engine of Firefox's viewer): its text per
 * page and its document info. For tests, so they prove what a person sees, not the file's bytes.
 */
export interface PdfReadBack {
  pages: string[];
  text: string;
  info: { Title?: string; Author?: string; Language?: string };
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfReadBack> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs takes ownership of the buffer it is given, so it reads a copy.
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const meta = await doc.getMetadata();
  await doc.destroy();
  return { pages, text: pages.join('\n'), info: meta.info as PdfReadBack['info'] };
}
