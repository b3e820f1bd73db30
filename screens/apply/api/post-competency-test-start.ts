import type { CompetencyTestResponse } from '../../../engine/generated/api/competency-test-response';
import { startCompetencyTest } from '../../../engine/api/endpoints/screening';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/competency-test/start: submitted → in-review (W§4 "test started"); 409 WRONG_STAGE otherwise. */
export function postCompetencyTestStart(): Promise<CompetencyTestResponse> {
  return callEndpoint(startCompetencyTest);
}
