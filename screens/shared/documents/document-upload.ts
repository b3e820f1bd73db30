/*
 * The pure part of a document upload (W§2 Documents, W§8 "Failed upload is shown against that
 * document type"): what the browser can refuse before sending, how far an upload got, and which
 * message a refused upload shows.
 */
import type { ErrorResponse } from '../../../engine/generated/api/error-response';
import { DOCUMENT_FILE_KINDS, fileKindOfMediaType, fileKindOfName, fileKindRefusal, type DocumentFileKind } from '../../../engine/rules/document-files';

/** The server's limit (POST /api/workers/{id}/documents answers 413 above it). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/**
 * An error code for a file the server would refuse anyway, or null to send it: empty, too large,
 * none of our formats, or of a kind the type does not take (`kinds`, the type's `fileKinds`: a
 * profile photo is an image). The server checks the content itself; this only saves a wasted upload.
 */
export function documentFileProblem(file: { name: string; size: number; type: string }, kinds: readonly DocumentFileKind[] = DOCUMENT_FILE_KINDS): string | null {
  if (file.size === 0) return 'FORM_ERROR_FILE_EMPTY';
  if (file.size > MAX_DOCUMENT_BYTES) return 'PAYLOAD_TOO_LARGE';
  // Browsers leave the type empty for HEIC and other files they do not know: the name decides then.
  const kind = fileKindOfMediaType(file.type) ?? fileKindOfName(file.name);
  if (!kind) return 'UNSUPPORTED_MEDIA_TYPE';
  return fileKindRefusal(kind, kinds);
}

/** Whole percent sent, 0–100; unknown totals read as 0 until the end. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0) || loaded <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** Codes of the statuses a proxy may answer without our JSON body. */
const CODE_OF_STATUS: Record<number, string> = { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 403: 'FORBIDDEN', 429: 'TOO_MANY_REQUESTS' };

/**
 * The code to show for a failed upload: a detail's code (an empty file, a missing type), else the
 * body's code, else the code of the status; null means "the generic error".
 */
export function uploadErrorCode(status: number, body: ErrorResponse | null): string | null {
  const detail = body?.details?.[0]?.code;
  if (detail) return detail;
  if (body?.error && body.error !== 'VALIDATION_FAILED') return body.error;
  return CODE_OF_STATUS[status] ?? null;
}

/** The translation key of a code: `FORM_ERROR_*` keys are used as they are, API codes as ERROR_LABEL_{code}. */
export function uploadErrorKey(code: string | null, exists: (key: string) => boolean): string {
  if (code) {
    if (exists(code)) return code;
    if (exists(`ERROR_LABEL_${code}`)) return `ERROR_LABEL_${code}`;
  }
  return 'ERROR_LABEL_GENERIC';
}

/** A readable file size (1 decimal for MB, whole kB). */
export function fileSizeLabel(bytes: number, locale: string): string {
  if (bytes >= 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}
