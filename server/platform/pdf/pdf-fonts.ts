/**
 * The fonts of the portal's PDFs, embedded in a document: DejaVu Sans (assets/fonts/) rather than
 * the standard PDF fonts (Helvetica, Courier), whose WinAnsi encoding is Latin-1 with a few extras
 * and printed "Łukasz Żółć-Ionuț" as "?ukasz ?ó??-Ionu?" on a legal document. Embedded as subsets:
 * a PDF carries only the glyphs it draws (a few kilobytes, not the 0.7 MB files).
 */
import type { PDFDocument, PDFFont } from '@cantoo/pdf-lib';
import { loadFontkit, loadPdfFontFile, type PdfFontFace } from './lazy-pdf-lib';

/**
 * The positioning features (kerning, marks on their base letter, cursive attachment) off: the PDF
 * writer draws each glyph at its advance width and ignores positions, so laying them out only cost
 * time (half of every measure). The glyphs chosen, and their widths, are the same.
 */
const UNUSED_POSITIONING = { kern: false, mark: false, mkmk: false, curs: false };

export async function embedPdfFont(doc: PDFDocument, face: PdfFontFace): Promise<PDFFont> {
  const [fontkit, bytes] = await Promise.all([loadFontkit(), loadPdfFontFile(face)]);
  doc.registerFontkit(fontkit);
  return doc.embedFont(bytes, { subset: true, features: UNUSED_POSITIONING });
}

const charactersOf = new WeakMap<PDFFont, Set<number>>();

/**
 * The text as the font can draw it: composed (NFC: a letter typed as "c" plus a combining accent
 * is drawn with the font's "ć", whose accent sits where it should), and a character the font has
 * no glyph for (Chinese, Japanese, Korean, Thai...) as "?", which a reader sees and a text
 * extractor reads, rather than an empty box.
 */
export function drawableText(font: PDFFont, text: string): string {
  let characters = charactersOf.get(font);
  if (!characters) {
    characters = new Set(font.getCharacterSet());
    charactersOf.set(font, characters);
  }
  const known = characters;
  return [...text.normalize('NFC')].map((char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}
