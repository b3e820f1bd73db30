/**
 * pdf-lib, loaded when a PDF is first asked for (a statement, a signed agreement) rather than on
 * every start: it is the largest package the server uses (about 0.15 s of a cold start to load).
 */
import type * as PdfLib from 'pdf-lib';

let loading: Promise<typeof PdfLib> | undefined;

export function loadPdfLib(): Promise<typeof PdfLib> {
  loading ??= import('pdf-lib').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The two colours of the portal's PDFs: body text and secondary text. */
export function pdfInks(lib: typeof PdfLib): { INK: PdfLib.RGB; MUTED: PdfLib.RGB } {
  return { INK: lib.rgb(0.13, 0.16, 0.16), MUTED: lib.rgb(0.33, 0.38, 0.37) };
}
