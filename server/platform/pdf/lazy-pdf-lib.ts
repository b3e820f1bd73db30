/**
 * What the portal's PDFs (a statement, a signed agreement) need, loaded when the first of them is
 * asked for rather than on every start, and kept for the process: the PDF library (@cantoo/pdf-lib,
 * the maintained fork of pdf-lib), fontkit, with which it embeds a TrueType font, and the font
 * files of assets/fonts/. The two packages are the largest the server uses (about 0.35 s to load
 * together, measured on a loaded two-core machine); the fonts are 1.8 MB read from disk.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type * as PdfLib from '@cantoo/pdf-lib';

type Fontkit = Parameters<PdfLib.PDFDocument['registerFontkit']>[0];

/**
 * Beside this file in the sources; from the bundle too, whose import.meta.url stays this file's
 * own (scripts/build/server-bundle.ts), as for locales/ and content/.
 */
const FONTS_DIR = fileURLToPath(new URL('../assets/fonts/', import.meta.url));

/** One load per process; a failed load is tried again by the next PDF rather than kept. */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

export const loadPdfLib: () => Promise<typeof PdfLib> = loadOnce(() => import('@cantoo/pdf-lib'));

/** The fork's own fontkit (fontkit 2's API), which it subsets fonts with. */
export const loadFontkit: () => Promise<Fontkit> = loadOnce(async () => (await import('@cantoo/fontkit')) as unknown as Fontkit);

const readOnce = (file: string) => loadOnce<Uint8Array>(() => readFile(`${FONTS_DIR}${file}`));

/** DejaVu Sans and DejaVu Sans Mono (assets/fonts/README.md), each read on its own: a statement never needs the monospaced one. */
const FONT_FILES = { regular: readOnce('DejaVuSans.ttf'), bold: readOnce('DejaVuSans-Bold.ttf'), mono: readOnce('DejaVuSansMono.ttf') };
export type PdfFontFace = keyof typeof FONT_FILES;

/** The bytes of a font file of assets/fonts/, read once per process. */
export function loadPdfFontFile(face: PdfFontFace): Promise<Uint8Array> {
  return FONT_FILES[face]();
}

/** The two colours of the portal's PDFs: body text and secondary text. */
export function pdfInks(lib: typeof PdfLib): { INK: PdfLib.RGB; MUTED: PdfLib.RGB } {
  return { INK: lib.rgb(0.13, 0.16, 0.16), MUTED: lib.rgb(0.33, 0.38, 0.37) };
}
