/**
 * What a PDF reader shows of the portal's PDFs, read with a real PDF text extractor (pdf.js)
 * rather than by decoding content streams by hand: with an embedded, subset font the drawn
 * strings are glyph ids, and only the font's ToUnicode map says which characters they are, as it
 * does for a person who copies the text or a screen reader.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfTextItem {
  str: string;
  /** Left edge and baseline, in PDF points from the page's bottom left corner. */
  x: number;
  y: number;
  width: number;
}

export interface PdfPage {
  width: number;
  height: number;
  items: PdfTextItem[];
}

export interface PdfContent {
  title: string | undefined;
  pages: PdfPage[];
  /** Every page's text, one drawn line per line. */
  text: string;
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  // Text extraction needs neither the standard fonts' data nor the fonts loaded as web fonts.
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true });
  const doc = await task.promise;
  try {
    const pages: PdfPage[] = [];
    const lines: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const [, , width, height] = page.view;
      const items: PdfTextItem[] = [];
      let line = '';
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item)) continue;
        items.push({ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width });
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
      pages.push({ width, height, items });
    }
    const info = (await doc.getMetadata()).info as { Title?: string };
    return { title: info.Title, pages, text: lines.join('\n') };
  } finally {
    await task.destroy();
  }
}
