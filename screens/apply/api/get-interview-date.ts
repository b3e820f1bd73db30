import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

export interface InterviewDateResponse {
  /** Start of the booked onboarding session (ISO), or null. */
  interviewDate: string | null;
  slotId: string | null;
}

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
