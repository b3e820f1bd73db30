/**
 * The schools offered on student sign-up and in the almost-there form (R§2, R§7 GET /education/signup-schools):
 * the schools marked `signup_listed`, in their display order. One query for both users of the list: the route
 * answers it, and the form service fills the forms' `schools` option source with it, so the list a person sees
 * and the list the server validates their answer against are the same.
 */
import { asc, eq } from 'drizzle-orm';
import type { SignupSchoolsResponse } from '../../engine/generated/api/signup-schools-response';
import type { Database } from '../db/client';
import { schools } from '../db/schema';

export async function listSignupSchools(db: Database): Promise<SignupSchoolsResponse> {
  const rows = await db
    .select({ value: schools.id, name: schools.name })
    .from(schools)
    .where(eq(schools.signupListed, true))
    .orderBy(asc(schools.position), asc(schools.name), asc(schools.id));
  return { schools: rows };
}
