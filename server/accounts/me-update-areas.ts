/**
 * PUT /api/me carries several parts, each with its own access area (engine/rules/access.ts):
 * bank details, the almost-there answers of an applicant, a student's info, the portal language.
 * The route checks every area the body touches before the service validates anything.
 */
import type { ApiArea } from '../../engine/rules/access';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function meUpdateAreas(body: unknown, student: boolean): ApiArea[] {
  const areas: ApiArea[] = ['profile'];
  if (!isObject(body)) return areas;
  if (body.banking !== undefined) areas.push('banking');
  // A worker's profile holds only the portal language; a student's also their info (R§2). A
  // practitioner sending a student's field gets a 400 on that field from the validation.
  if (student && isObject(body.profile) && Object.keys(body.profile).some((key) => key !== 'language_id')) areas.push('studentInfo');
  if (body.residentialAddress !== undefined) areas.push(student ? 'studentInfo' : 'basicInfo');
  if (body.application !== undefined || body.graduationDate !== undefined || body.weeklyEarningTarget !== undefined) areas.push('basicInfo');
  return areas;
}
