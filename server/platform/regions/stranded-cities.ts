/**
 * A region set that drops a city its people still need is refused (issue 24): deleting
 * UK-LONDON.json sent London out of the city list and the sign-up, and its workers fell back to
 * the UK's settings (voucher maximum, limited-demand popup, target verticals) with no warning.
 * The live reload asks this before it swaps a set in; the refusal names the file, how many
 * workers and applicants and how many bookings would be stranded, and what to do instead: retire the
 * city (a setting of its file, engine/regions/cities.ts).
 */
import { count, eq } from 'drizzle-orm';
import type { RegionProblem, RegionSet } from '../../../engine/regions/types';
import type { Database } from '../db/client';
import { bookings, workers } from '../db/schema';

export async function strandedCityProblems(db: Database, next: RegionSet, current: RegionSet): Promise<RegionProblem[]> {
  const problems: RegionProblem[] = [];
  for (const [cityId, entry] of current.cities) {
    if (next.cities.has(cityId)) continue;
    const [people] = await db.select({ n: count() }).from(workers).where(eq(workers.cityId, cityId));
    const [booked] = await db.select({ n: count() }).from(bookings).where(eq(bookings.cityId, cityId));
    if (people.n === 0 && booked.n === 0) continue;
    problems.push({
      file: entry.file,
      pointer: '',
      message:
        `${cityId} cannot be removed: ${people.n} workers and applicants and ${booked.n} bookings belong to it. ` +
        'Keep its file and retire the city instead ("retired": true and "openForSignup": false in its "city"): ' +
        'it leaves the city lists and the sign-up, and its people keep their city\'s settings.',
    });
  }
  return problems;
}
