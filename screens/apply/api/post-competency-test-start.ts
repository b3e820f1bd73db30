import type { CompetencyTestResponse } from '../../../engine/generated/api/competency-test-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/competency-test/start: submitted → in-review (W§4 "test started"); 409 WRONG_STAGE otherwise. */
export function postCompetencyTestStart(): Promise<CompetencyTestResponse> {
  return apiClient.post(paths.competencyTestStart, { json: {} }).json<CompetencyTestResponse>();
}
