import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Statement } from '../../../../engine/generated/api/statement';
import { confirmStatement as confirmStatementEndpoint } from '../../../../engine/api/endpoints/statements';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { STATEMENTS_QUERY_KEY } from './get-statements';

/** GET /api/hero/statements/{id}/confirm (W§7): answers the confirmed statement; again is harmless. */
export function confirmStatement(id: string): Promise<Statement> {
  return callEndpoint(confirmStatementEndpoint, { params: { id } });
}

export function useConfirmStatement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmStatement(id),
    onSuccess: () => {
      // The confirmed state and the countdown (it moves to the next unconfirmed statement).
      void queryClient.invalidateQueries({ queryKey: STATEMENTS_QUERY_KEY });
    },
  });
}
