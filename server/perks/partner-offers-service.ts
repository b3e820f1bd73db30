/**
 * GET /api/partner-offers (W§2 Perks): the offers of the worker's country plus those offered in
 * every country (country_id null), in their display order.
 */
import { asc, eq, isNull, or } from 'drizzle-orm';
import type { PartnerOffersResponse } from '../../engine/generated/api/partner-offers-response';
import { partnerOffers } from '../db/schema';
import type { ServerDeps } from '../deps';

export async function listPartnerOffers(deps: Pick<ServerDeps, 'db'>, worker: { countryId: string | null }): Promise<PartnerOffersResponse> {
  const scope = worker.countryId ? or(isNull(partnerOffers.countryId), eq(partnerOffers.countryId, worker.countryId)) : isNull(partnerOffers.countryId);
  const rows = await deps.db.select().from(partnerOffers).where(scope).orderBy(asc(partnerOffers.position), asc(partnerOffers.id));
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
