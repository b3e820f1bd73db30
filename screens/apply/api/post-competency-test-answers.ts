import type { CompetencyTestAnswersBody } from '../../../engine/generated/api/competency-test-answers-body';
import type { CompetencyTestResponse } from '../../../engine/generated/api/competency-test-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/**
 * POST /api/competency-test/answers?city_id=: the answers of the `competency-test` form
 * (400 VALIDATION_FAILED with details, 409 ALREADY_SUBMITTED); 202 while the server scores them.
 */
export function postCompetencyTestAnswers(answers: CompetencyTestAnswersBody, cityId: string | null): Promise<CompetencyTestResponse> {
  return apiClient
    .post(paths.competencyTestAnswers, { json: answers, searchParams: cityId ? { city_id: cityId } : {} })
    .json<CompetencyTestResponse>();
}
