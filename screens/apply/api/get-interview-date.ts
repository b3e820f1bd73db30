import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewDateResponse } from '../../../engine/generated/api/interview-date-response';
import { getInterviewDate as getInterviewDateEndpoint } from '../../../engine/api/endpoints/onboarding';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** GET /api/me/interview-date: the booked onboarding session. */
export function getInterviewDate(): Promise<InterviewDateResponse> {
  return callEndpoint(getInterviewDateEndpoint);
}

export function getInterviewDateQueryOptions() {
  return queryOptions({ queryKey: ['me', 'interview-date'], queryFn: getInterviewDate, staleTime: 30_000 });
}

export function useInterviewDate(enabled = true) {
  return useQuery({ ...getInterviewDateQueryOptions(), enabled });
}
