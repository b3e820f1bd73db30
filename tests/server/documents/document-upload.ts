/**
 * What the document tests upload: small files of each accepted type (recognised by their first bytes), and the
 * multipart/form-data body a browser sends (the type field, then the file).
 */
import type { FastifyInstance } from 'fastify';

export const MB = 1024 * 1024;
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 3)]);
export const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(500, 1)]);

export interface UploadFile {
  name: string;
  content: Buffer;
  contentType?: string;
}

export function multipart(fields: Record<string, string>, file?: UploadFile) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/workers/{id}/documents as `who`; an insurance type gets an expiry date unless fields say otherwise. */
export function uploadDocument(
  app: FastifyInstance,
  who: { id: string; headers: Record<string, string> },
  type: string,
  file?: UploadFile,
  opts: { workerId?: string; fields?: Record<string, string> } = {},
) {
  const fields = opts.fields ?? (type === 'public-liability-insurance' ? { expiresOn: '2030-01-31' } : {});
  const body = multipart({ type, ...fields }, file);
  return app.inject({
    method: 'POST',
    url: `/api/workers/${opts.workerId ?? who.id}/documents`,
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
}
