/*
 * The almost-there form (W§2, W§5) and the worker: the answers the form starts from, and the
 * PUT /api/me body its answers become. The treatment lists per service area come from the
 * composed form itself (each area's list is the region's catalogue), so no second source decides
 * which area a treatment belongs to.
 */
import type { FormData, FormSchema } from '../../engine/forms/json-schema';
import type { MeUpdate } from '../../engine/generated/api/me-update';
import type { Worker } from '../../engine/generated/api/session-response';
import type { ErrorDetail } from '../../engine/validation/error-codes';
import { isoDateToDdMmYyyy } from '../../engine/validation/dates';

export const SERVICE_AREA_FIELDS = {
  massage: 'massageTreatments',
  beauty: 'beautyTreatments',
  osteo: 'osteoTreatments',
  fitness: 'fitnessTreatments',
} as const;
type ServiceArea = keyof typeof SERVICE_AREA_FIELDS;
const SERVICE_AREAS = Object.keys(SERVICE_AREA_FIELDS) as ServiceArea[];

function questionsOf(schema: FormSchema): Record<string, FormSchema> {
  return schema.properties ?? {};
}

function optionsOf(schema: FormSchema, field: string): string[] {
  const options = questionsOf(schema)[field]?.items?.enum;
  return Array.isArray(options) ? options.filter((o): o is string => typeof o === 'string') : [];
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The form's answers as the worker stands: saved address and background, treatments by area. */
export function almostThereAnswers(worker: Worker, schema: FormSchema): FormData {
  const asked = questionsOf(schema);
  const answers: FormData = {};
  const put = (key: string, value: unknown) => {
    if (key in asked && value !== null && value !== undefined && value !== '') answers[key] = value;
  };
  const application = worker.application;
  put('streetName', worker.residentialAddress?.address1);
  put('postcode', worker.residentialAddress?.postcode);
  put('city', worker.residentialAddress?.city);
  put('graduationDate', worker.graduationDate ? isoDateToDdMmYyyy(worker.graduationDate) : null);
  put('school', application?.school);
  put('otherSchool', application?.otherSchool);
  put('comingFrom', application?.comingFrom);
  put('earnings', worker.weeklyEarningTarget);

  const treatments = application?.treatments.length ? application.treatments : worker.specialities;
  const areas: ServiceArea[] = [];
  for (const area of SERVICE_AREAS) {
    const field = SERVICE_AREA_FIELDS[area];
    const offered = new Set(optionsOf(schema, field));
    const chosen = treatments.filter((t) => offered.has(t));
    if (chosen.length > 0) {
      areas.push(area);
      put(field, chosen);
    }
  }
  if (areas.length > 0) put('serviceAreas', areas);
  return answers;
}

const text = (value: unknown): string | null => (filled(value) ? value.trim() : null);

/**
 * The PUT /api/me body of a valid submit. Every question the form asks is sent, an unanswered
 * optional one as null (it clears an old answer); questions the region hides are left as they are.
 */
export function meUpdateFromAlmostThere(data: FormData, schema: FormSchema): MeUpdate {
  const asked = questionsOf(schema);
  const update: MeUpdate = {
    residentialAddress: { address1: text(data.streetName), postcode: text(data.postcode), city: text(data.city) },
  };
  if ('graduationDate' in asked) update.graduationDate = text(data.graduationDate);
  if ('earnings' in asked) update.weeklyEarningTarget = typeof data.earnings === 'number' ? Math.trunc(data.earnings) : null;
  const application: NonNullable<MeUpdate['application']> = {};
  if ('school' in asked) {
    application.school = text(data.school);
    application.otherSchool = data.school === 'other' ? text(data.otherSchool) : null;
  }
  if ('comingFrom' in asked) application.comingFrom = text(data.comingFrom);
  if ('serviceAreas' in asked) {
    const areas = Array.isArray(data.serviceAreas) ? (data.serviceAreas as string[]) : [];
    application.treatments = SERVICE_AREAS.filter((area) => areas.includes(area)).flatMap((area) => {
      const list = data[SERVICE_AREA_FIELDS[area]];
      return Array.isArray(list) ? (list as string[]) : [];
    });
  }
  if (Object.keys(application).length > 0) update.application = application;
  return update;
}

/** Server details as the form's fields: the treatments list is the service-area question. */
export function almostThereFieldErrors(details: ErrorDetail[] | undefined): ErrorDetail[] | undefined {
  return details?.map((detail) => (detail.path.startsWith('/application/treatments') ? { ...detail, path: '/serviceAreas' } : detail));
}
