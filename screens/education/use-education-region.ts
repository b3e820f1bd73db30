import type { ConfigResponse } from '../../engine/generated/api/config-response';
import type { Scope } from '../../engine/regions/scope';
import { educationOffered } from '../../engine/rules/education';
import { useConfig, type ConfigScope } from '../shared/api/get-config';
import { useMe } from '../shared/session/get-me';
import { useViewer } from '../shared/session/viewer';
import { usePageCountry } from '../shared/i18n/use-page-language';

export type EducationCountry = 'UK' | 'FR' | 'AT';
const COUNTRIES: readonly string[] = ['UK', 'FR', 'AT'];

/**
 * The region the education pages are read in (issue 27): a student's or practitioner's own city
 * decides, and the page's language only translates (a London student reading in German still gets
 * the UK portal, its schools first); a visitor's (or staff's) country is the one of the page's
 * language (the picker's choice: /de is the Vienna visitor). Undefined while it loads.
 * `offered` is R§9 educationEnabled (off in AT); `country` is the one whose schools come first.
 */
export function useEducationRegion(): { offered: boolean; country: EducationCountry; settings: ConfigResponse['keyValues'] } | undefined {
  const viewer = useViewer();
  const pageCountry = usePageCountry();
  const worker = useMe().data?.worker;
  const own = worker && !worker.staffRole ? ownRegion(worker) : null;
  const config = useConfig(own?.scope ?? { country_id: pageCountry });
  if (!config.data) return undefined;
  const offered = viewer && viewer.kind === 'practitioner' ? viewer.switches.educationEnabled : educationOffered(config.data.keyValues);
  return { offered, country: own?.country ?? pageCountry, settings: config.data.keyValues };
}

/** A person's city (else country) and its country, when the account names one of ours. */
function ownRegion(worker: Scope): { scope: ConfigScope; country: EducationCountry } | null {
  const country = worker.country_id ?? worker.city_id?.slice(0, 2) ?? null;
  if (country === null || !COUNTRIES.includes(country)) return null;
  return { scope: worker.city_id ? { city_id: worker.city_id } : { country_id: country }, country: country as EducationCountry };
}
