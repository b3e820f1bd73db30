import type { CompetencyTestAnswersBody } from '../../../engine/generated/api/competency-test-answers-body';
import type { CompetencyTestResponse } from '../../../engine/generated/api/competency-test-response';
import { submitCompetencyTest } from '../../../engine/api/endpoints/screening';
import { callEndpoint } from '../../shared/api/call-endpoint';

/**
 * POST /api/competency-test/answers?city_id=: the answers of the `competency-test` form
 * (400 VALIDATION_FAILED with details, 409 ALREADY_SUBMITTED); 202 while the server scores them.
 */
export function postCompetencyTestAnswers(answers: CompetencyTestAnswersBody, cityId: string | null): Promise<CompetencyTestResponse> {
  return callEndpoint(submitCompetencyTest, { body: answers, query: { city_id: cityId || undefined } });
}
