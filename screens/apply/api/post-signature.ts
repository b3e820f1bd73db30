import type { SignatureSignPayload } from '../../../engine/generated/api/signature-sign-payload';
import type { SignatureSignResponse } from '../../../engine/generated/api/signature-sign-response';
import { signAgreement } from '../../../engine/api/endpoints/agreement';
import { callEndpoint } from '../../shared/api/call-endpoint';

/**
 * POST /api/signature-requests/{token}/sign: 200 `{ signed: true }`; 409 AGREEMENT_CHANGED when the
 * text changed, 410 SIGNATURE_REQUEST_EXPIRED, 400 with details for an empty name or no consent.
 */
export function postSignature(token: string, body: SignatureSignPayload): Promise<SignatureSignResponse> {
  return callEndpoint(signAgreement, { params: { requestToken: token }, body });
}
