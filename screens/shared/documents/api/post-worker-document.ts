import { endpointUrl } from '../../../../engine/api/endpoint';
import { uploadDocument } from '../../../../engine/api/endpoints/documents';
import type { DocumentUploadResponse } from '../../../../engine/generated/api/document-upload-response';
import type { ErrorResponse } from '../../../../engine/generated/api/error-response';
import {
  APPLICATION_KEY,
  currentBearerToken,
  HEADER_APPLICATION_KEY,
  HEADER_REQUEST_TIME,
  HEADER_SESSION_ID,
  reportUnauthorized,
  tabSessionId,
  isErrorResponse,
} from '../../api/api-client';

/** A refused or failed upload: the HTTP status (0 when the network failed) and the API's error body. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse | null,
  ) {
    super(body?.message ?? `Upload failed (${status || 'network'})`);
    this.name = 'UploadError';
  }
}

export class UploadAborted extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAborted';
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export interface UploadRequest {
  workerId: string;
  /** The document type key. */
  type: string;
  /** An insurance certificate's expiry date (YYYY-MM-DD); only for a type with `insurance`. */
  expiresOn?: string;
  file: File;
  /** Bytes sent so far, of the whole request. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/workers/{id}/documents (multipart: type, expiresOn for insurance, file). XMLHttpRequest rather than the ky
 * client: only XHR reports upload progress (fetch streams uploads without telling how far they
 * got). It sends the same headers as every other call (W§7) and, like the client, a 401 logs out.
 */
export function postWorkerDocument({ workerId, type, expiresOn, file, onProgress, signal }: UploadRequest): Promise<DocumentUploadResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const url = endpointUrl(uploadDocument, { id: workerId });
    xhr.open(uploadDocument.method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader(HEADER_REQUEST_TIME, new Date().toISOString());
    xhr.setRequestHeader(HEADER_APPLICATION_KEY, APPLICATION_KEY);
    xhr.setRequestHeader(HEADER_SESSION_ID, tabSessionId());
    xhr.setRequestHeader('Accept', 'application/json');
    const bearer = currentBearerToken();
    if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        resolve(body as DocumentUploadResponse);
        return;
      }
      if (xhr.status === 401) reportUnauthorized(new Request(new URL(url, window.location.href), { method: 'POST' }));
      reject(new UploadError(xhr.status, isErrorResponse(body) ? body : null));
    };
    xhr.onerror = () => reject(new UploadError(0, null));
    xhr.onabort = () => reject(new UploadAborted());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    // The type first: the server reads the parts in order and files the upload under it.
    form.append('type', type);
    if (expiresOn) form.append('expiresOn', expiresOn);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
