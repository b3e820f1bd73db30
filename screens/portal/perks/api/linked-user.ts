import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkedUserResponse } from '../../../../engine/generated/api/linked-user-response';
import type { PerksLinkFormData } from '../../../../engine/generated/forms/perks-link';
import { getLinkedUser as getLinkedUserEndpoint, linkUser, unlinkUser } from '../../../../engine/api/endpoints/perks';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

const LINKED_USER_KEY = [...ME_QUERY_KEY, 'linked-user'] as const;

/** GET /api/linked-user: the linked customer account, or null. */
export function getLinkedUser(): Promise<LinkedUserResponse> {
  return callEndpoint(getLinkedUserEndpoint);
}

export function getLinkedUserQueryOptions() {
  return queryOptions({ queryKey: LINKED_USER_KEY, queryFn: getLinkedUser });
}

export function useLinkedUser() {
  return useQuery(getLinkedUserQueryOptions());
}

/** POST /api/linked-user { email }: asks the address to confirm (an e-mail); the answer shows it pending. */
export function postLinkedUser(answers: PerksLinkFormData): Promise<LinkedUserResponse> {
  return callEndpoint(linkUser, { body: { email: answers.email } });
}

/** DELETE /api/linked-user. */
export function deleteLinkedUser(): Promise<LinkedUserResponse> {
  return callEndpoint(unlinkUser);
}

export function useLinkUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postLinkedUser, onSuccess: (state) => queryClient.setQueryData(LINKED_USER_KEY, state) });
}

export function useUnlinkUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLinkedUser, onSuccess: (state) => queryClient.setQueryData(LINKED_USER_KEY, state) });
}
