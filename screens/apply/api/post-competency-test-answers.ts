import type { WorkerApplication } from '../../../engine/generated/api/session-response';
import type { FormData } from '../../../engine/forms/json-schema';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/**
 * POST /api/competency-test/answers?city_id=: the answers of the `competency-test` form
 * (400 VALIDATION_FAILED with details, 409 ALREADY_SUBMITTED); 202 while the server scores them.
 */
export function postCompetencyTestAnswers(answers: FormData, cityId: string | null): Promise<{ application: WorkerApplication }> {
  return apiClient
    .post(paths.competencyTestAnswers, { json: answers, searchParams: cityId ? { city_id: cityId } : {} })
    .json<{ application: WorkerApplication }>();
}
