/**
 * "A city open for sign-up allows at least one treatment group" (regions/README.md): the sign-up
 * offers only the service areas of the city's `allowedVerticalGroups` (engine/forms/allowed-groups.ts),
 * so an open city allowing none would show applicants a form nobody can complete.
 */
import signupSchema from '../../schemas/forms/signup.schema.json';
import type { Layered, Origin } from './layering';

/** The treatment groups the sign-up form can offer (its `x-optionGroups` annotations). */
export const SIGNUP_OFFERED_GROUPS: readonly string[] = [
  ...new Set(
    Object.values(signupSchema.properties as Record<string, { 'x-optionGroups'?: Record<string, string> }>).flatMap((property) =>
      Object.values(property['x-optionGroups'] ?? {}),
    ),
  ),
];

type Report = (origin: Origin, tokens: (string | number)[], message: string) => void;

export function checkOpenCityAllowsAGroup(layered: Layered, cityFile: string, report: Report): void {
  if (layered.city?.openForSignup !== true) return;
  const value = layered.keyValues.allowedVerticalGroups;
  const allowed = Array.isArray(value) ? value : [];
  if (allowed.some((group) => SIGNUP_OFFERED_GROUPS.includes(group as string))) return;
  const offered = SIGNUP_OFFERED_GROUPS.join(', ');
  const origin = layered.keyValueOrigins.allowedVerticalGroups as Origin | undefined;
  if (origin?.file === cityFile) {
    report(
      origin,
      [],
      `the city is open for sign-up ("openForSignup": true) but allows no treatment group the sign-up offers (${offered}): ` +
        'list at least one, or close the city for sign-up ("openForSignup": false)',
    );
    return;
  }
  report(
    { file: cityFile, pointer: '/city/openForSignup' },
    [],
    `is true but the city allows no treatment group the sign-up offers (${offered}; allowedVerticalGroups comes from ${origin?.file ?? 'no file'}): ` +
      'give the city its "allowedVerticalGroups", or set "openForSignup": false',
  );
}
