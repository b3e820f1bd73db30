import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewDateResponse } from '../../../engine/generated/api/interview-date-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** GET /api/me/interview-date: the booked onboarding session. */
export function getInterviewDate(): Promise<InterviewDateResponse> {
  return apiClient.get(paths.meInterviewDate).json<InterviewDateResponse>();
}

export function getInterviewDateQueryOptions() {
  return queryOptions({ queryKey: ['me', 'interview-date'], queryFn: getInterviewDate, staleTime: 30_000 });
}

export function useInterviewDate(enabled = true) {
  return useQuery({ ...getInterviewDateQueryOptions(), enabled });
}
