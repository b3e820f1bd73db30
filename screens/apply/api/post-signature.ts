import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

export interface SignatureBody {
  fullName: string;
  consent: true;
  textSha256: string;
}

/**
 * POST /api/signature-requests/{token}/sign: 200 `{ signed: true }`; 409 AGREEMENT_CHANGED when the
 * text changed, 410 SIGNATURE_REQUEST_EXPIRED, 400 with details for an empty name or no consent.
 */
export function postSignature(token: string, body: SignatureBody): Promise<{ signed: boolean }> {
  return apiClient.post(paths.signatureRequestSign(token), { json: body }).json<{ signed: boolean }>();
}
