/**
 * Public landing pages (W§2): a partner or campaign landing `(L)/apply/{id}` and a job-board
 * advert `/job-advert/{stub}`. Copy comes in the page's language, else English, else whatever
 * language the landing was written in.
 */
import { eq } from 'drizzle-orm';
import type { IndeedLandingResponse } from '../../engine/generated/api/indeed-landing-response';
import type { PartnershipResponse } from '../../engine/generated/api/partnership-response';
import type { LanguageId } from '../../engine/regions/types';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS } from '../../engine/rules/language';
import { landingPages, partnerships, type TextByLanguage } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';

/** The languages to try, in order: the page's, English, then any the content has. */
function fallbackOrder(language: LanguageId, available: readonly string[]): string[] {
  return [...new Set([language, DEFAULT_LANGUAGE, ...LANGUAGE_IDS, ...available])].filter((l) => available.includes(l));
}

function pickCopy(copy: TextByLanguage, language: LanguageId): string {
  const available = Object.keys(copy).filter((key) => typeof copy[key] === 'string' && copy[key] !== '');
  const chosen = fallbackOrder(language, available)[0];
  return chosen ? (copy[chosen] as string) : '';
}

export async function partnershipLanding(deps: Pick<ServerDeps, 'db'>, id: string, language: LanguageId): Promise<PartnershipResponse> {
  // Partner ids are the lower-case slugs of their URLs (/apply/massageworld).
  const [row] = await deps.db.select().from(partnerships).where(eq(partnerships.id, id.toLowerCase())).limit(1);
  if (!row) throw new HttpError(404, 'PARTNERSHIP_NOT_FOUND', 'This partner page does not exist (any more).');
  return { id: row.id, name: row.name, copy: pickCopy(row.copy, language), logoUrl: row.logoUrl, cityId: row.cityId };
}

export async function indeedLanding(deps: Pick<ServerDeps, 'db' | 'regions'>, stub: string, language: LanguageId): Promise<IndeedLandingResponse> {
  const rows = await deps.db.select().from(landingPages).where(eq(landingPages.stub, stub.toLowerCase()));
  const byLanguage = new Map(rows.map((row) => [row.language, row]));
  const chosen = fallbackOrder(language, [...byLanguage.keys()])[0];
  const row = chosen ? byLanguage.get(chosen) : undefined;
  if (!row) throw new HttpError(404, 'LANDING_NOT_FOUND', 'This job advert does not exist (any more).');
  const city = row.cityId ? (deps.regions.set.cities.get(row.cityId)?.data.city?.name ?? null) : null;
  return { title: row.title, city, copy: row.copy, city_id: row.cityId, language: row.language };
}
