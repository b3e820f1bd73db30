/**
 * The worker's public profile (W§2 Promote): GET /api/profiles/{slug} for visitors, and
 * GET /api/me/public-profile for the promote page (the address to share and a preview).
 * Only an active worker whose application is done, in a region where promote profile is on,
 * has one; anyone else's slug answers 404 like an unknown one, so the answer reveals nothing.
 * Never a contact detail: the row is read column by column, e-mail and mobile are not selected.
 */
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { pagePath } from '../../engine/pages';
import type { ProfileShareResponse } from '../../engine/generated/api/profile-share-response';
import type { PublicProfileResponse } from '../../engine/generated/api/public-profile-response';
import { APPLICATION_PROGRESS, applicationProgress } from '../../engine/rules/application-progress';
import { regionSwitchesOf } from '../../engine/rules/access';
import { localizePath } from '../../engine/rules/language';
import { clientsLanguageOf, hasPublicProfile, profileSlugOf, publicName, referralCodeOfSlug } from '../../engine/rules/public-profile';
import { reviews, workerApplications, workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { workerJson } from '../platform/workers/worker-json';
import { workerRegion } from '../platform/workers/worker-region';

/** W§9: at most 5 promoted reviews; the profile never shows more. */
const MAX_REVIEWS = 5;

const notFound = () => new HttpError(404, 'PROFILE_NOT_FOUND', 'There is no public profile at this address.');

type Deps = Pick<ServerDeps, 'db' | 'regions'>;

async function loadProfile(deps: Deps, where: { referralCode: string } | { workerId: string }): Promise<PublicProfileResponse> {
  const [row] = await deps.db
    .select()
    .from(workers)
    .leftJoin(workerApplications, eq(workerApplications.workerId, workers.id))
    .where('referralCode' in where ? eq(workers.referralCode, where.referralCode) : eq(workers.id, where.workerId))
    .limit(1);
  const worker = row?.workers;
  if (!worker || !worker.referralCode) throw notFound();
  const region = workerRegion(deps.regions, worker);
  const done = applicationProgress(workerJson(worker, row.worker_applications), { newSignupFlow: region.keyValues.newSignupFlowEnabled });
  const switches = regionSwitchesOf(region.keyValues);
  const facts = { referralCode: worker.referralCode, active: worker.active, studentAccount: worker.studentAccount, applicationDone: done === APPLICATION_PROGRESS.DONE, promoteProfileEnabled: switches.promoteProfileEnabled };
  if (!hasPublicProfile(facts)) throw notFound();

  const promoted = switches.promotedReviewsEnabled
    ? await deps.db
        .select({ id: reviews.id, rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt })
        .from(reviews)
        .where(and(eq(reviews.workerId, worker.id), eq(reviews.promoted, true), isNotNull(reviews.text), ne(reviews.text, '')))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(MAX_REVIEWS)
    : [];

  return {
    slug: profileSlugOf(worker.referralCode),
    name: publicName(worker),
    bioShort: worker.bioShort?.trim() || null,
    specialities: worker.specialities,
    rating: worker.rating === null ? null : Math.round(worker.rating * 10) / 10,
    language: clientsLanguageOf(region),
    reviews: promoted.map((review) => ({ id: review.id, rating: review.rating, text: review.text ?? '', createdAt: review.createdAt.toISOString() })),
  };
}

export async function publicProfile(deps: Deps, slug: string): Promise<PublicProfileResponse> {
  const referralCode = referralCodeOfSlug(slug);
  if (!referralCode) throw notFound();
  return loadProfile(deps, { referralCode });
}

/** The promote page's view: the address on the public origin, in the language of the worker's city (their clients'). */
export async function profileShare(deps: Pick<ServerDeps, 'db' | 'regions' | 'publicUrl'>, workerId: string): Promise<ProfileShareResponse> {
  const profile = await loadProfile(deps, { workerId });
  // The same address as GET /api/me's profileShareUrl (one rule: engine/rules/public-profile.ts).
  return { url: `${deps.publicUrl}${localizePath(pagePath('publicProfile', { slug: profile.slug }), profile.language)}`, profile };
}
