/**
 * What an uploaded file really is, read from its first bytes (magic numbers), never from its
 * name or the browser's claimed type: a `.pdf` that is a PNG is stored and served as a PNG, and
 * a text file named `.pdf` is refused.
 */
export type DocumentMediaType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';

const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1']);

export function sniffMediaType(head: Uint8Array): DocumentMediaType | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 4 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length >= 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp' && HEIC_BRANDS.has(bytes.subarray(8, 12).toString('latin1'))) {
    return 'image/heic';
  }
  return null;
}

/** File name extension of a media type, for the download name. */
export const EXTENSION: Record<DocumentMediaType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/heic': '.heic',
};
