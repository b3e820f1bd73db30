/**
 * Sign-up, the almost-there form, the session and the city lists (W§3, W§5, R§5, R§9): each
 * applicant signs up through POST /api/signup with the answers the browser would send for the
 * form the server composes for that city at that moment.
 */
import type { CitiesResponse } from '../../../../engine/generated/api/cities-response';
import type { FormValidationResponse } from '../../../../engine/generated/api/form-validation-response';
import type { SessionResponse } from '../../../../engine/generated/api/session-response';
import type { SignupFormData } from '../../../../engine/generated/forms/signup';
import { signupPayloadFromForm, type SignupContext } from '../../../../engine/signup/signup-payload';
import { londonAnswers, viennaAnswers } from '../../../fixtures/signup-answers';
import { row, type ProbeContext } from '../server-row';
import type { RegionEdit } from '../switched-regions';

type FormProperty = { enum?: unknown[]; items?: { enum?: unknown[] }; minLength?: number };

/** The properties of a form as GET /api/forms/{formId} composes it for a city. */
export async function composedProperties(ctx: ProbeContext, formId: string, cityId: string): Promise<Record<string, FormProperty>> {
  const res = await ctx.app.inject({ url: `/api/forms/${formId}?city_id=${cityId}` });
  if (res.statusCode !== 200) throw new Error(`GET /api/forms/${formId}: ${res.statusCode} ${res.body}`);
  return (res.json() as { schema: { properties: Record<string, FormProperty> } }).schema.properties;
}

let applicants = 0;

/** POST /api/signup with these answers (a fresh e-mail address), as the browser builds the payload. */
export async function signUp(ctx: ProbeContext, answers: SignupFormData) {
  applicants += 1;
  const form = { ...answers, email: `settings.${applicants}.${Date.now()}@example.com` };
  const region = ctx.app.regions.resolve({ city_id: form.city_id });
  const payload = signupPayloadFromForm(form, {
    catalogues: region.catalogues as SignupContext['catalogues'],
    minimumHoursOfExperience: region.keyValues.minimumHoursOfExperience,
    now: new Date(),
  });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/signup', payload });
  const body = res.json() as (SessionResponse & { token: string }) | { error: string; details?: { path: string; code: string }[] };
  const headers: Record<string, string> = 'token' in body ? { authorization: `Bearer ${body.token}` } : {};
  return { status: res.statusCode, body, headers };
}

/**
 * Signs up with the compliance checkboxes the composed form asks (ticked), then reads what was
 * recorded: once per region set served (the terms and marketing rows share the real set's).
 */
function compliance(ctx: ProbeContext) {
  return ctx.once(`compliance with ${ctx.app.regions.hash}`, () => signUpWithCompliance(ctx));
}

async function signUpWithCompliance(ctx: ProbeContext) {
  const asked = await composedProperties(ctx, 'signup', 'UK-LONDON');
  const answers = { ...londonAnswers } as SignupFormData & { acceptTerms?: boolean; acceptMarketing?: boolean };
  delete answers.acceptTerms;
  if (asked.acceptTerms) answers.acceptTerms = true;
  if (asked.acceptMarketing) answers.acceptMarketing = true;
  const signed = await signUp(ctx, answers);
  if (signed.status !== 201) throw new Error(`sign-up: ${signed.status} ${JSON.stringify(signed.body)}`);
  const { worker } = signed.body as SessionResponse;
  return {
    terms: { asked: 'acceptTerms' in asked, recorded: worker.lastAcceptedTermsAndConditionsAt !== null },
    marketing: { asked: 'acceptMarketing' in asked, recorded: worker.lastAcceptedMarketingCommunicationsAt !== null },
  };
}

/** Vienna is closed for sign-up (no treatment group yet): opened for massage, as ops would. */
export const VIENNA_OPEN: RegionEdit = {
  file: 'AT-VIENNA.json',
  edit: (data) => {
    data.city.openForSignup = true;
    data.keyValues.allowedVerticalGroups = ['massage'];
  },
};

/** The code POST /api/forms/almost-there/validate gives each postcode on its postcode field (null: accepted). */
async function postcodeCodes(ctx: ProbeContext, cityId: string, postcodes: string[]): Promise<Record<string, string | null>> {
  const out: Record<string, string | null> = {};
  for (const postcode of postcodes) {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/forms/almost-there/validate?city_id=${cityId}`, payload: { postcode } });
    if (res.statusCode !== 200) throw new Error(`validate: ${res.statusCode} ${res.body}`);
    const { details = [] } = res.json() as FormValidationResponse;
    out[postcode] = details.find((detail) => detail.path === '/postcode')?.code ?? null;
  }
  return out;
}

export const accountRows = [
  row({
    setting: 'postcodePattern',
    says: "a postcode is checked with its country's format (issue 25): a French one in France, not in the UK",
    scope: { country_id: 'UK' },
    to: '^[0-9]{5}$',
    probe: (ctx) => postcodeCodes(ctx, 'UK-LONDON', ['SW1A 1AA', '75011', 'NOT A POSTCODE']),
    real: { 'SW1A 1AA': null, '75011': 'FORM_ERROR_POSTCODE_INVALID', 'NOT A POSTCODE': 'FORM_ERROR_POSTCODE_INVALID' },
    switched: { 'SW1A 1AA': 'FORM_ERROR_POSTCODE_INVALID', '75011': null, 'NOT A POSTCODE': 'FORM_ERROR_POSTCODE_INVALID' },
  }),
  row({
    setting: 'minimumPasswordLength',
    says: 'a password shorter than the minimum is refused at sign-up',
    scope: { city_id: 'UK-LONDON' },
    to: 12,
    probe: async (ctx) => {
      const signed = await signUp(ctx, { ...londonAnswers, password: 'eleven-char' });
      return { status: signed.status, minLength: (await composedProperties(ctx, 'signup', 'UK-LONDON')).password.minLength };
    },
    real: { status: 201, minLength: 6 },
    switched: { status: 400, minLength: 12 },
  }),
  row({
    setting: 'termsAndConditionsAcceptanceEnabled',
    says: 'the sign-up asks for and records the acceptance of the terms only where it is on',
    scope: { city_id: 'UK-LONDON' },
    to: false,
    probe: async (ctx) => (await compliance(ctx)).terms,
    real: { asked: true, recorded: true },
    switched: { asked: false, recorded: false },
  }),
  row({
    setting: 'marketingCommunicationsAcceptanceEnabled',
    says: 'the sign-up offers and records the acceptance of marketing only where it is on',
    scope: { city_id: 'UK-LONDON' },
    to: false,
    probe: async (ctx) => (await compliance(ctx)).marketing,
    real: { asked: true, recorded: true },
    switched: { asked: false, recorded: false },
  }),
  row({
    setting: 'minimumHoursOfExperience',
    says: 'an applicant with at most 200 hours is recorded as "Not enough experience" under a 250-hour minimum',
    scope: { city_id: 'AT-VIENNA' },
    to: 250,
    given: [VIENNA_OPEN],
    probe: async (ctx) => {
      const signed = await signUp(ctx, { ...viennaAnswers, hoursOfExperience: '100-200' } as SignupFormData);
      if (signed.status !== 201) throw new Error(`sign-up: ${signed.status} ${JSON.stringify(signed.body)}`);
      return (signed.body as SessionResponse).worker.application?.lastScreeningQuestionnaireFailReason ?? null;
    },
    real: null,
    switched: 'Not enough experience',
  }),
  row({
    setting: 'signupSourceOptions',
    says: 'the "where did you hear about us" choices of the almost-there form',
    scope: { city_id: 'UK-LONDON' },
    to: ['searchEngine', 'friendOrColleague', 'other'],
    probe: async (ctx) => (await composedProperties(ctx, 'almost-there', 'UK-LONDON')).comingFrom?.enum,
    real: ['searchEngine', 'socialMedia', 'friendOrColleague', 'massageSchool', 'indeed', 'otherJobBoard', 'event', 'other'],
    switched: ['searchEngine', 'friendOrColleague', 'other'],
  }),
  row({
    setting: 'signupSourceOptionsExcluded',
    says: 'Paris leaves out the job boards; nothing left out offers them again',
    scope: { city_id: 'FR-PARIS' },
    to: [],
    probe: async (ctx) => (await composedProperties(ctx, 'almost-there', 'FR-PARIS')).comingFrom?.enum,
    real: ['searchEngine', 'socialMedia', 'friendOrColleague', 'massageSchool', 'event', 'other'],
    switched: ['searchEngine', 'socialMedia', 'friendOrColleague', 'massageSchool', 'indeed', 'otherJobBoard', 'event', 'other'],
  }),
  row({
    setting: 'sessionCookieMaxAgeDays',
    says: 'the login cookie lasts as many days',
    scope: { city_id: 'AT-VIENNA' },
    to: 30,
    probe: async (ctx) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'worker.vienna@demo.portal.test', password: 'portal-demo-2026' } });
      const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('portal_session='));
      return /Max-Age=(\d+)/.exec(cookie ?? '')?.[1];
    },
    real: String(90 * 86_400),
    switched: String(30 * 86_400),
  }),
  row({
    setting: 'cityListPosition',
    says: 'the order of the city list within its country',
    scope: { city_id: 'UK-EDINBURGH' },
    to: 0,
    probe: async (ctx) => ((await ctx.app.inject({ url: '/api/cities' })).json() as CitiesResponse).map((city) => city.id),
    // By country first (UK, FR, AT), then by position within the country.
    real: ['UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER', 'UK-EDINBURGH', 'FR-PARIS', 'AT-VIENNA'],
    switched: ['UK-EDINBURGH', 'UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER', 'FR-PARIS', 'AT-VIENNA'],
  }),
  row({
    setting: 'allowedVerticalGroups',
    says: "the sign-up of a city offers only its groups' service areas, and the server refuses another group's treatments",
    scope: { city_id: 'UK-BIRMINGHAM' },
    to: ['massage', 'beauty'],
    probe: async (ctx) => {
      const offered = (await composedProperties(ctx, 'signup', 'UK-BIRMINGHAM')).serviceAreas?.items?.enum;
      const facialist = await signUp(ctx, {
        ...londonAnswers,
        city_id: 'UK-BIRMINGHAM',
        serviceAreas: ['beauty'],
        massageTreatments: undefined,
        massageMenAndWomen: undefined,
        beautyTreatments: ['SPECIALITY_CLASSIC_FACIAL'],
      } as SignupFormData);
      return { offered, signup: facialist.status };
    },
    real: { offered: ['massage'], signup: 400 },
    switched: { offered: ['massage', 'beauty'], signup: 201 },
  }),
];
