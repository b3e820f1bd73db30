/**
 * GET /api/partner-offers (W§2 Perks, R§2 Student perks): the offers of the person's country plus those offered in
 * every country (country_id null), in their display order. One list per audience: a worker gets the offers marked
 * for workers, a student those marked for students (`for_workers` / `for_students`).
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { PartnerOffersResponse } from '../../engine/generated/api/partner-offers-response';
import { partnerOffers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';

export async function listPartnerOffers(
  deps: Pick<ServerDeps, 'db'>,
  person: { countryId: string | null; studentAccount: boolean },
): Promise<PartnerOffersResponse> {
  const country = person.countryId ? or(isNull(partnerOffers.countryId), eq(partnerOffers.countryId, person.countryId)) : isNull(partnerOffers.countryId);
  const audience = person.studentAccount ? eq(partnerOffers.forStudents, true) : eq(partnerOffers.forWorkers, true);
  const rows = await deps.db
    .select()
    .from(partnerOffers)
    .where(and(country, audience))
    .orderBy(asc(partnerOffers.position), asc(partnerOffers.id));
  return {
    offers: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      description: row.description,
      image: row.image,
      url: row.url,
      discountCode: row.discountCode,
    })),
  };
}
