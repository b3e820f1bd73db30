/**
 * Which files a document type takes (issue 27: a PDF was accepted as a profile photo). A type's
 * `fileKinds` (region data, `catalogues.documentTypes`) names kinds, not formats: "pdf" (a scanned
 * certificate) and "image" (JPEG, PNG, HEIC: a photo); absent, a type takes both. The server
 * checks the kind of the file's content (server/documents/content-sniffing.ts); the page offers
 * and pre-checks the same kinds and says which before the person picks a file.
 */

export type DocumentFileKind = 'pdf' | 'image';

/** Every kind, in the order the page names them: what a type without `fileKinds` takes. */
export const DOCUMENT_FILE_KINDS: readonly DocumentFileKind[] = ['pdf', 'image'];

/** The media types (as the content is sniffed) and the file name extensions of each kind. */
const KIND_FORMATS: Record<DocumentFileKind, { mediaTypes: readonly string[]; extensions: readonly string[] }> = {
  pdf: { mediaTypes: ['application/pdf'], extensions: ['pdf'] },
  image: { mediaTypes: ['image/jpeg', 'image/png', 'image/heic', 'image/heif'], extensions: ['jpg', 'jpeg', 'png', 'heic', 'heif'] },
};

/** The kinds a type takes: its own list, else every kind. */
export function fileKindsOf(type: { fileKinds?: readonly DocumentFileKind[] | null }): readonly DocumentFileKind[] {
  return type.fileKinds && type.fileKinds.length > 0 ? type.fileKinds : DOCUMENT_FILE_KINDS;
}

/** The kind of a media type (a sniffed one, or the browser's claim), or null for none of ours. */
export function fileKindOfMediaType(mediaType: string): DocumentFileKind | null {
  const type = mediaType.toLowerCase();
  return DOCUMENT_FILE_KINDS.find((kind) => KIND_FORMATS[kind].mediaTypes.includes(type)) ?? null;
}

/** The kind a file name's extension suggests (browsers give no type for HEIC), or null. */
export function fileKindOfName(name: string): DocumentFileKind | null {
  const extension = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  return DOCUMENT_FILE_KINDS.find((kind) => KIND_FORMATS[kind].extensions.includes(extension)) ?? null;
}

/** The file picker's `accept` for these kinds: extensions and media types. */
export function fileInputAccept(kinds: readonly DocumentFileKind[]): string {
  return kinds.flatMap((kind) => [...KIND_FORMATS[kind].extensions.map((e) => `.${e}`), ...KIND_FORMATS[kind].mediaTypes]).join(',');
}

/**
 * The error code of a file of a kind the type does not take: DOCUMENT_IMAGE_ONLY (a photo is
 * asked for), DOCUMENT_PDF_ONLY; null when the kind is taken.
 */
export function fileKindRefusal(kind: DocumentFileKind, kinds: readonly DocumentFileKind[]): 'DOCUMENT_IMAGE_ONLY' | 'DOCUMENT_PDF_ONLY' | null {
  if (kinds.includes(kind)) return null;
  return kinds.includes('image') ? 'DOCUMENT_IMAGE_ONLY' : 'DOCUMENT_PDF_ONLY';
}

/** The translation key saying which files a type takes, shown under its description. */
export function fileKindsLabelKey(kinds: readonly DocumentFileKind[]): string {
  if (kinds.includes('pdf') && kinds.includes('image')) return 'DOCUMENT_FILE_KINDS_ANY';
  return kinds.includes('image') ? 'DOCUMENT_FILE_KINDS_IMAGE' : 'DOCUMENT_FILE_KINDS_PDF';
}
