/**
 * The schools offered on student sign-up and in the almost-there form (R§2, R§7 GET /education/signup-schools):
 * the schools marked `signup_listed`, in their display order, each with its cities (a form offers the schools of
 * the person's city, engine/forms/compose.ts). One query for both users of the list: the route
 * answers it, and the form service fills the forms' `schools` option source with it, so the list a person sees
 * and the list the server validates their answer against are the same.
 */
import { asc, eq } from 'drizzle-orm';
import type { SignupSchoolsResponse } from '../../../engine/generated/api/signup-schools-response';
import type { Database } from '../db/client';
import { schoolCities, schools } from '../db/schema';

export async function listSignupSchools(db: Database): Promise<SignupSchoolsResponse> {
  const [rows, links] = await Promise.all([
    db
      .select({ value: schools.id, name: schools.name })
      .from(schools)
      .where(eq(schools.signupListed, true))
      .orderBy(asc(schools.position), asc(schools.name), asc(schools.id)),
    db.select({ schoolId: schoolCities.schoolId, cityId: schoolCities.cityId }).from(schoolCities).orderBy(asc(schoolCities.cityId)),
  ]);
  // Each school with the cities it teaches in: a form offers the schools of the person's city (issue 27).
  const cityIds = new Map<string, string[]>();
  for (const link of links) cityIds.set(link.schoolId, [...(cityIds.get(link.schoolId) ?? []), link.cityId]);
  return { schools: rows.map((row) => ({ ...row, cityIds: cityIds.get(row.value) ?? [] })) };
}
