/**
 * GET/PUT /api/me/consents (issue 31): the person's consents as the account page shows them.
 * Marketing: the choices on record for the account's e-mail address (`marketingChoicesOf`, the same reading
 * the mailer decides with) and the one rule of engine/rules/marketing-consent.ts; a change is recorded like
 * /unsubscribe and acceptMarketing record theirs (`recordMarketingPreference`: the address, lower-cased, with
 * the time). Terms: the account's last acceptance and the version (last update) of their country's terms.
 */
import { pagePath } from '../../engine/pages';
import type { ConsentsResponse } from '../../engine/generated/api/consents-response';
import type { ConsentsUpdateBody } from '../../engine/generated/api/consents-update-body';
import { latestMarketingChoice } from '../../engine/rules/marketing-consent';
import type { WorkerRow } from '../platform/auth/session-service';
import type { ServerDeps } from '../platform/deps';
import { marketingChoicesOf } from '../platform/mail/marketing-consent';
import { recordMarketingPreference } from '../marketing/marketing-preference-service';
import type { createLegalTexts } from '../legal/legal-texts';

type LegalTexts = ReturnType<typeof createLegalTexts>;
type ConsentsDeps = Pick<ServerDeps, 'db' | 'clock'>;
type Person = Pick<WorkerRow, 'email' | 'countryId' | 'lastAcceptedTermsAndConditionsAt'>;

const GIVEN_BY = { preference: 'emailPreference', acceptance: 'accountAcceptance' } as const;

export async function readConsents(deps: ConsentsDeps, legal: LegalTexts, person: Person): Promise<ConsentsResponse> {
  const choice = latestMarketingChoice(await marketingChoicesOf(deps.db, person.email));
  const country = person.countryId;
  const version = country ? await legal.updated(country, 'terms') : null;
  const acceptedAt = person.lastAcceptedTermsAndConditionsAt;
  return {
    marketing: {
      subscribed: choice?.subscribed ?? false,
      since: choice ? choice.at.toISOString() : null,
      givenBy: choice ? GIVEN_BY[choice.recordedAs] : 'none',
    },
    terms: {
      version,
      acceptedAt: acceptedAt ? acceptedAt.toISOString() : null,
      // A version is named by its day: an acceptance during that day (UTC) or later is of that version.
      acceptedCurrentVersion: Boolean(acceptedAt && version && acceptedAt.toISOString().slice(0, 10) >= version),
      link: version && country ? `${pagePath('terms')}?country=${country}` : pagePath('terms'),
    },
  };
}

export async function updateConsents(deps: ConsentsDeps, legal: LegalTexts, person: Person, body: ConsentsUpdateBody): Promise<ConsentsResponse> {
  await recordMarketingPreference(deps, person.email.trim().toLowerCase(), body.marketing);
  return readConsents(deps, legal, person);
}
