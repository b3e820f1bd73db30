/*
 * The sign-up form's answers across cities. The person picks a city first; each city composes
 * its own form (other questions, other options), so the page keeps every answer given and shows
 * each form the answers to its own questions: a question that comes back keeps its answer, and
 * a question the city does not ask never reaches its validator (the forms allow no unknown answers).
 */
import type { FormSchema } from '../../engine/forms/json-schema';
import type { FormData } from '../../engine/forms/json-schema';

/** The query the home page's apply box sends (R§2): `?city_id=&email=`, plus a referral link's code. */
export function initialSignupAnswers(params: URLSearchParams): FormData {
  const answers: FormData = {};
  const city = params.get('city_id')?.trim();
  const email = params.get('email')?.trim();
  const referralCode = referralCodeFromUrl(params);
  if (city) answers.city_id = city;
  if (email) answers.email = email;
  if (referralCode) answers.referralCode = referralCode;
  return answers;
}

/** A referral link's code (`?referralCode=`), as the referral code question writes it. */
export function referralCodeFromUrl(params: URLSearchParams): string | null {
  const code = params.get('referralCode')?.trim().toUpperCase();
  return code ? code : null;
}

function questionsOf(schema: FormSchema): Set<string> {
  return new Set(Object.keys((schema as { properties?: Record<string, unknown> }).properties ?? {}));
}

/** The answers to this form's own questions. */
export function answersForForm(answers: FormData, schema: FormSchema): FormData {
  const questions = questionsOf(schema);
  return Object.fromEntries(Object.entries(answers).filter(([key]) => questions.has(key)));
}

/** All answers after a change in this form: its own questions as the form reports them, the others kept. */
export function mergeAnswers(answers: FormData, changed: FormData, schema: FormSchema): FormData {
  const questions = questionsOf(schema);
  const kept = Object.fromEntries(Object.entries(answers).filter(([key]) => !questions.has(key)));
  return { ...kept, ...changed };
}

/** The chosen city, if any. */
export function chosenCity(answers: FormData): string | null {
  const city = answers.city_id;
  return typeof city === 'string' && city !== '' ? city : null;
}

/** A city the sign-up does not offer (closed for sign-up): a link's `city_id` that is no answer. */
export function cityNotOffered(schema: FormSchema | undefined, cityId: string): boolean {
  const cities = schema?.properties?.city_id?.enum;
  return Array.isArray(cities) && !cities.includes(cityId);
}

/**
 * The partner or campaign landing (`(L)/apply/{id}`) a sign-up link came from: `?partnership_id=`,
 * sent as the payload's `partnership_id` so the account records the partner (W§2).
 */
export function partnershipFromUrl(params: URLSearchParams): string | null {
  const id = params.get('partnership_id')?.trim().toLowerCase();
  return id ? id.slice(0, 128) : null;
}
