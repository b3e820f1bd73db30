/**
 * Appointment types of the built-in onboarding calendar (W§7 `GET /onboarding-appointments/form-field-id/{x}`):
 * the scheduling-calendar config names one per vertical (`appointmentTypeId`), and the
 * limited-onboarding calendar is named by its booking link (`?appointmentType=...`).
 * A scheduling provider identifies the questions of its booking form by field ids, which the
 * page uses to prefill the applicant's details; the built-in calendar's ids are these names.
 */
import type { OnboardingFormFieldIds } from '../../engine/generated/api/onboarding-form-field-ids-response';
import { resolveRegion } from '../../engine/regions/resolve';
import type { AppEnv, RegionSet } from '../../engine/regions/types';
import { limitedOnboardingData, schedulingCalendars } from './applicant-onboarding';

export const ONBOARDING_FORM_FIELD_IDS = {
  name: 'name',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  mobile: 'mobile',
  city: 'city_id',
  workerId: 'worker_id',
} as const satisfies OnboardingFormFieldIds;

function appointmentTypeOfLink(link: string): string | null {
  try {
    return new URL(link, 'http://portal.invalid').searchParams.get('appointmentType');
  } catch {
    return null;
  }
}

/** Every appointment type id any scope of the region set configures. */
export function knownAppointmentTypes(set: RegionSet, env: AppEnv): Set<string> {
  const ids = new Set<string>();
  const scopes = [
    { country_id: null, city_id: null },
    ...[...set.countries.keys()].map((country_id) => ({ country_id, city_id: null })),
    ...[...set.cities.keys()].map((city_id) => ({ country_id: null, city_id })),
  ];
  for (const scope of scopes) {
    const region = resolveRegion(set, scope, env);
    for (const [, calendar] of schedulingCalendars(region)) {
      ids.add(calendar.appointmentTypeId);
      const fromLink = appointmentTypeOfLink(calendar.bookingLink);
      if (fromLink) ids.add(fromLink);
    }
    const limited = limitedOnboardingData(region);
    const fromLimited = limited?.bookingLink ? appointmentTypeOfLink(limited.bookingLink) : null;
    if (fromLimited) ids.add(fromLimited);
  }
  return ids;
}
