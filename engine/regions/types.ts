import type { KeyValues } from '../generated/region-file';
import type { Scope } from './scope';

export type AppEnv = 'test' | 'production';
export type LanguageId = 'en_GB' | 'fr_FR' | 'de_AT';
export type QuestionVisibility = 'shown' | 'hidden';

/** The City entity of W§3, served by GET /api/cities. */
export interface City {
  id: string;
  name: string;
  /** The name in other languages where it differs ("Londres", "Wien"): engine/regions/city-name.ts. */
  names?: Partial<Record<LanguageId, string>>;
  country_id: string;
  heroLanguage_id: LanguageId;
  timezone: string;
  telephoneHuman: string;
  telephoneLink: string;
  bankingPayoutType: 'bacs' | 'iban';
  heroReferralKickback: number;
  heroReferralPayoutNumberOfBookings: number;
  openForSignup: boolean;
  /** No longer operating: out of every city list, closed for sign-up, still resolving for its people (listCities). */
  retired?: boolean;
}

export interface Country {
  id: string;
  name: string;
  currency: { code: string; textSymbol: string };
  defaultLanguage: LanguageId;
  company: { legalForm: string; city: string; cityNames?: Partial<Record<LanguageId, string>>; countryIsoCode: string };
}

/** A resolved scope: the `Scope` (scope.ts) with both ids written out, null where absent. */
export type RegionScope = Required<Scope>;

export type FormOverlays = Record<string, { questions: Record<string, QuestionVisibility> }>;

/** One region file as described by schemas/region.schema.json (only trusted after validation). */
export interface RegionFileData {
  $schema?: string;
  scope: RegionScope;
  country?: Country;
  city?: City;
  keyValues: Record<string, unknown>;
  forms?: FormOverlays;
  catalogues?: Record<string, unknown>;
  variants: Record<AppEnv, { keyValues: Record<string, unknown> }>;
}

export interface RegionEntry {
  /** Path relative to the regions folder's parent, e.g. `regions/UK.json`. */
  file: string;
  data: RegionFileData;
}

/** A validated, cross-referenced set of region files. Build it with buildRegionSet. */
export interface RegionSet {
  defaults: RegionEntry;
  /** Keyed by country id, in file order. */
  countries: ReadonlyMap<string, RegionEntry>;
  /** Keyed by city id, in file order. */
  cities: ReadonlyMap<string, RegionEntry>;
}

export interface RegionProblem {
  file: string;
  /** JSON pointer into the file ('' = the whole file). */
  pointer: string;
  message: string;
}

/**
 * The settings of a resolved scope, typed from schemas/region.schema.json (npm run gen:types).
 * defaults.json must set every setting (null where there is none: buildRegionSet refuses a
 * defaults file that misses one), so after layering none is missing.
 */
export type RegionSettings = { [Name in keyof KeyValues]-?: Exclude<KeyValues[Name], undefined> };
export type RegionSettingName = keyof RegionSettings;

export interface ResolvedRegion {
  env: AppEnv;
  scope: RegionScope;
  keyValues: RegionSettings;
  forms: FormOverlays;
  catalogues: Record<string, unknown>;
  country: Country | null;
  city: City | null;
}
