import { faqState, type FaqState } from '../../../engine/rules/faq-state';
import { useMe } from '../session/get-me';

/**
 * The visitor's FAQ state (R§4, engine/rules/faq-state.ts): nobody logged in, or the session's
 * practitioner or student. While the session is still being read, undefined (no order yet).
 */
export function useFaqState(): FaqState | undefined {
  const me = useMe();
  if (me.isPending) return undefined;
  const worker = me.data?.worker;
  return faqState(worker ? { status: worker.application?.status ?? null, studentAccount: worker.studentAccount, signedLatestAgreement: worker.signedLatestAgreement } : null);
}
