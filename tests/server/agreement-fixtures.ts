/**
 * The agreement's signing flow as the browser walks it (W§3: /agreement asks for a signature
 * request, the embedded signing page shows the text and its hash, the person signs with the name
 * they type), for tests that need a signed agreement rather than testing the flow itself
 * (routes/agreement.test.ts does that).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Signs the newest agreement the caller is asked to sign; answers the signature request and the signed text's hash. */
export async function signNewestAgreement(app: FastifyInstance, headers: Record<string, string>, fullName: string) {
  const request = await app.inject({ url: '/api/signature-request', headers });
  expect(request.statusCode, request.body).toBe(200);
  const token = (request.json().signURL.embedded.sign_url as string).replace(/^\/sign\//, '');
  const page = await app.inject({ url: `/api/signature-requests/${token}`, headers });
  expect(page.statusCode, page.body).toBe(200);
  const textSha256 = page.json().textSha256 as string;
  const sign = await app.inject({ method: 'POST', url: `/api/signature-requests/${token}/sign`, headers, payload: { fullName, textSha256, consent: true } });
  expect(sign.statusCode, sign.body).toBe(200);
  return { request: request.json() as Record<string, unknown>, textSha256 };
}
