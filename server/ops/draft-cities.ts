/**
 * Creating and retiring a city from /ops (issue 24), into a draft: the same engine function as
 * `npm run new-city` (engine/regions/city-template.ts), applied to the live set with the draft's
 * changes, so a draft can add a city and change it before it is published. Retiring marks the city
 * `retired` and closes it for sign-up: it leaves every list but still resolves for its people.
 */
import type { FastifyInstance } from 'fastify';
import type { RegionNewCityBody } from '../../engine/generated/api/region-new-city-body';
import { listCities } from '../../engine/regions/cities';
import { cityFileFromTemplate } from '../../engine/regions/city-template';
import { HttpError } from '../platform/http/errors';
import { checkRegionFiles } from '../platform/regions/region-files';
import { applyChanges, problemDetails, type DraftRow } from './region-drafts';
import { liveFiles } from './region-preview';

async function draftSet(app: FastifyInstance, draft: DraftRow) {
  const checked = checkRegionFiles(applyChanges(await liveFiles(app), draft.files));
  if (!checked.set) throw new HttpError(400, 'REGION_FILES_INVALID', 'Fix the mistakes of this draft first.', problemDetails(checked.problems));
  return checked.set;
}

const fileText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

export async function newCityFile(app: FastifyInstance, draft: DraftRow, body: RegionNewCityBody): Promise<{ name: string; text: string }> {
  const set = await draftSet(app, draft);
  if (set.cities.has(body.id)) throw new HttpError(400, 'VALIDATION_FAILED', `${body.id} exists already.`, [{ path: '/id', code: 'REGION_CITY_EXISTS' }]);
  const countryId = body.id.slice(0, 2);
  if (!set.countries.has(countryId)) throw new HttpError(400, 'VALIDATION_FAILED', `There is no country ${countryId}: add its country file first.`, [{ path: '/id', code: 'REGION_COUNTRY_UNKNOWN' }]);
  const cities = listCities(set);
  const fromId = body.from ?? cities.filter((c) => c.country_id === countryId).at(-1)?.id ?? [...set.cities.values()].find((c) => c.data.scope.country_id === countryId)?.data.city?.id;
  const template = fromId ? set.cities.get(fromId) : undefined;
  if (!template) throw new HttpError(400, 'VALIDATION_FAILED', `There is no city ${fromId ?? `in ${countryId}`} to copy the settings of.`, [{ path: '/from', code: 'REGION_CITY_UNKNOWN' }]);
  try {
    const others = [...set.cities.values()].map((c) => c.data.city).filter((c) => c !== undefined);
    const data = cityFileFromTemplate(template.data, body, others);
    return { name: `${body.id}.json`, text: fileText(data) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const field = /phone/.test(message) ? '/telephoneHuman' : /name/.test(message) ? '/name' : /template|country/.test(message) ? '/from' : '/id';
    throw new HttpError(400, 'VALIDATION_FAILED', message, [{ path: field, code: 'REGION_NEW_CITY_INVALID' }]);
  }
}

export async function retiredCityFile(app: FastifyInstance, draft: DraftRow, cityId: string): Promise<{ name: string; text: string }> {
  const set = await draftSet(app, draft);
  const entry = set.cities.get(cityId);
  if (!entry?.data.city) throw new HttpError(404, 'NOT_FOUND', `There is no city ${cityId}.`);
  const data = structuredClone(entry.data);
  data.city = { ...data.city!, retired: true, openForSignup: false };
  return { name: `${cityId}.json`, text: fileText(data) };
}
