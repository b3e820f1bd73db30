/**
 * Document uploads (W§2 Documents, server/README.md "Upload quotas"): a worker's total and the
 * uploads started per minute. Each probe uploads as a new applicant past the screening test, so
 * neither earlier files nor the minute's count of another probe weigh in.
 */
import { eq } from 'drizzle-orm';
import type { SessionResponse } from '../../../../engine/generated/api/session-response';
import { workerApplications } from '../../../../server/platform/db/schema';
import { londonAnswers } from '../../../fixtures/signup-answers';
import { row, type ProbeContext } from '../server-row';
import { signUp } from './accounts';

const MIB = 1024 * 1024;
const PDF_HEAD = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
const pdfOf = (bytes: number) => Buffer.concat([PDF_HEAD, Buffer.alloc(bytes - PDF_HEAD.length - 7, 0x20), Buffer.from('\n%%EOF\n')]);

/** A London applicant at the basic-information step, where documents are uploaded (W§4). */
async function applicantWithDocuments(ctx: ProbeContext) {
  const signed = await signUp(ctx, londonAnswers);
  const { worker } = signed.body as SessionResponse;
  await ctx.db.update(workerApplications).set({ status: 'interview', lastSubmittedScreeningQuestionnaireAt: new Date(), lastScreeningQuestionnaireScore: 18 }).where(eq(workerApplications.workerId, worker.id));
  return { id: worker.id, headers: signed.headers };
}

/** POST /api/workers/{id}/documents, multipart as the browser sends it: the status, or the refusal's code. */
async function upload(ctx: ProbeContext, who: { id: string; headers: Record<string, string> }, content: Buffer): Promise<number | string> {
  const boundary = `----settings${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nright-to-work\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/workers/${who.id}/documents`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.statusCode === 201 ? 201 : (res.json() as { error: string }).error;
}

export const documentRows = [
  row({
    setting: 'documentsMaxTotalMegabytes',
    says: 'documents of 6 and 5 MiB pass a 10 MiB total: the second is refused',
    scope: { city_id: 'UK-LONDON' },
    to: 10,
    probe: async (ctx) => {
      const who = await applicantWithDocuments(ctx);
      return [await upload(ctx, who, pdfOf(6 * MIB)), await upload(ctx, who, pdfOf(5 * MIB))];
    },
    real: [201, 201],
    switched: [201, 'DOCUMENT_QUOTA_EXCEEDED'],
  }),
  row({
    setting: 'documentUploadsPerMinute',
    says: 'a second upload in the minute is refused under a limit of one',
    scope: { city_id: 'UK-LONDON' },
    to: 1,
    probe: async (ctx) => {
      const who = await applicantWithDocuments(ctx);
      return [await upload(ctx, who, pdfOf(4096)), await upload(ctx, who, pdfOf(4096))];
    },
    real: [201, 201],
    switched: [201, 'TOO_MANY_UPLOADS'],
  }),
];
