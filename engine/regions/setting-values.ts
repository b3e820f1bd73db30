/**
 * Values the region schema cannot judge alone but the code would trip over (issue 24: no
 * configuration can break a city): settings whose values must keep an order (a diary ending before
 * it starts has no slot; a voucher maximum under the minimum sells nothing), support hours that
 * never open, service areas named twice or listed for a whole country, two cities claiming one
 * place in the city list, a retired city still open for sign-up, a currency the runtime does not
 * know. Each problem names the file and pointer that made the value wrong and what would break.
 */
import { didYouMean } from './edit-distance';
import { pointerJoin } from './json-pointer';
import type { Layered, Origin } from './layering';
import type { RegionEntry, RegionSet } from './types';

type Report = (origin: Origin, tokens: (string | number)[], message: string) => void;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

interface OrderedPair {
  lower: string;
  upper: string;
  /** The upper value must be above the lower one, not only equal to it. */
  strict: boolean;
  /** What a person would meet if the order broke. */
  consequence: string;
  /** How the code reads a value (the diary's end hour 0 is midnight: 24). */
  read?: (value: number) => number;
}

const ORDERED_PAIRS: readonly OrderedPair[] = [
  {
    lower: 'availabilityStartHour',
    upper: 'availabilityEndHour',
    strict: true,
    consequence: 'the diary would have no slot to mark and every availability would be refused (0 = midnight)',
    read: (hour) => (hour === 0 ? 24 : hour),
  },
  {
    lower: 'screeningResultsPollIntervalMs',
    upper: 'screeningResultsPollTimeoutMs',
    strict: false,
    consequence: 'the screening test would give up waiting before it asked for the result a second time',
  },
  { lower: 'voucherMinimum', upper: 'voucherMaximum', strict: false, consequence: 'no voucher amount could be bought' },
  { lower: 'basketDurationMinimum', upper: 'basketDurationMaximum', strict: false, consequence: 'no basket could be booked' },
  { lower: 'orderRatingBadAtOrBelow', upper: 'orderRatingGoodAtOrAbove', strict: true, consequence: 'one rating would count as bad and as good' },
];

/** Which of two origins the later layer wrote (a city beats its country, a variant its file): the file to fix. */
function laterOrigin(chain: RegionEntry[], a: Origin, b: Origin): 'a' | 'b' {
  const rank = (o: Origin) => chain.findIndex((entry) => entry.file === o.file) * 2 + (o.pointer.startsWith('/variants/') ? 1 : 0);
  return rank(a) > rank(b) ? 'a' : 'b';
}

/** The checks of one scope after layering (both environments are layered by the caller). */
export function checkLayeredSettingValues(layered: Layered, chain: RegionEntry[], report: Report): void {
  const kv = layered.keyValues;
  const at = (name: string): Origin | undefined => layered.keyValueOrigins[name];

  for (const pair of ORDERED_PAIRS) {
    const low = num(kv[pair.lower]);
    const high = num(kv[pair.upper]);
    const lowAt = at(pair.lower);
    const highAt = at(pair.upper);
    if (low === null || high === null || !lowAt || !highAt) continue;
    const read = pair.read ?? ((v: number) => v);
    const fine = pair.strict ? read(high) > read(low) : read(high) >= read(low);
    if (fine) continue;
    if (laterOrigin(chain, lowAt, highAt) === 'b') {
      report(highAt, [], `is ${high} but ${pair.lower} is ${low} (${lowAt.file}): ${pair.consequence}; it must be ${pair.strict ? 'above' : 'at least'} ${pair.lower}`);
    } else {
      report(lowAt, [], `is ${low} but ${pair.upper} is ${high} (${highAt.file}): ${pair.consequence}; it must be ${pair.strict ? 'below' : 'at most'} ${pair.upper}`);
    }
  }

  const thresholds = kv.demandThresholds;
  if (isRecord(thresholds) && at('demandThresholds')) {
    const high = num(thresholds.high);
    const medium = num(thresholds.medium);
    if (high !== null && medium !== null && high <= medium) {
      report(
        at('demandThresholds') as Origin,
        ['high'],
        `is ${high} but medium is ${medium}: demand reaching medium would already be high, so no slot or service area could show medium demand; high must be above medium`,
      );
    }
  }

  if (kv.promotedReviewsEnabled === true && kv.promotedReviewsMaximum === 0 && at('promotedReviewsMaximum')) {
    report(
      at('promotedReviewsMaximum') as Origin,
      [],
      'is 0 while promotedReviewsEnabled is true: every review a worker promotes would be refused as over the maximum; allow at least 1, or switch promotedReviewsEnabled off',
    );
  }

  const hours = kv.supportOpeningHours;
  if (isRecord(hours) && at('supportOpeningHours') && typeof hours.opens === 'string' && hours.opens === hours.closes) {
    report(
      at('supportOpeningHours') as Origin,
      ['closes'],
      `is the time support opens (${hours.opens}): the support chat would never be staffed; for support around the clock write "opens": "00:00", "closes": "24:00"`,
    );
  }
}

/** The checks that compare files, or read one file as written (not layered). */
export function checkSetSettingValues(set: RegionSet, report: Report): void {
  checkServiceAreas(set.defaults, 'defaults', report);
  for (const entry of set.countries.values()) {
    checkServiceAreas(entry, 'country', report);
    checkCurrencyCode(entry, report);
  }
  for (const entry of set.cities.values()) {
    checkServiceAreas(entry, 'city', report);
    checkRetired(entry, report);
  }
  checkCityListPositions(set, report);
}

/** The file's own layers of settings: its keyValues and each variant's. */
function ownLayers(entry: RegionEntry): [string, Record<string, unknown>][] {
  const out: [string, Record<string, unknown>][] = [];
  if (isRecord(entry.data.keyValues)) out.push(['/keyValues', entry.data.keyValues]);
  for (const env of ['test', 'production'] as const) {
    const keyValues = entry.data.variants?.[env]?.keyValues;
    if (isRecord(keyValues)) out.push([`/variants/${env}/keyValues`, keyValues]);
  }
  return out;
}

/**
 * A postcode district names one area of one city: listed twice, a booking's district would belong to
 * two areas (counted twice in demand); listed in defaults or a country file, every city of it would
 * offer another city's districts (the Leeds-got-Edinburgh's-districts mistake).
 */
function checkServiceAreas(entry: RegionEntry, kind: 'defaults' | 'country' | 'city', report: Report): void {
  for (const [base, keyValues] of ownLayers(entry)) {
    const areas = keyValues.serviceAreas;
    if (!Array.isArray(areas)) continue;
    const origin = { file: entry.file, pointer: pointerJoin(base, 'serviceAreas') };
    if (kind !== 'city' && areas.length > 0) {
      const whose = kind === 'defaults' ? 'every city' : `every city of ${String(entry.data.scope.country_id)}`;
      report(origin, [], `lists service areas outside a city file: ${whose} would offer them, and a postcode district belongs to one city; list them in the city files`);
      continue;
    }
    const first = new Map<string, number>();
    areas.forEach((area: unknown, index) => {
      if (!isRecord(area) || typeof area.id !== 'string') return;
      const earlier = first.get(area.id);
      if (earlier === undefined) first.set(area.id, index);
      else {
        const name = isRecord(areas[earlier]) && typeof areas[earlier].name === 'string' ? ` (${areas[earlier].name})` : '';
        report(origin, [index, 'id'], `"${area.id}" is already the service area at ${pointerJoin(origin.pointer, earlier)}${name}: a booking's district would belong to two areas`);
      }
    });
  }
}

function checkRetired(entry: RegionEntry, report: Report): void {
  const city: unknown = entry.data.city;
  if (!isRecord(city) || city.retired !== true || city.openForSignup !== true) return;
  report(
    { file: entry.file, pointer: '/city/openForSignup' },
    [],
    'is true but the city is retired ("retired": true): a retired city takes no sign-ups; set "openForSignup": false, or remove "retired" to bring the city back',
  );
}

/** ISO 4217 codes the runtime's Intl knows; empty where it cannot list them (then nothing is refused). */
function knownCurrencies(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('currency') : [];
}

function checkCurrencyCode(entry: RegionEntry, report: Report): void {
  const currency: unknown = entry.data.country?.currency;
  const code = isRecord(currency) ? currency.code : undefined;
  const known = knownCurrencies();
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code) || known.length === 0 || known.includes(code)) return;
  report(
    { file: entry.file, pointer: '/country/currency/code' },
    [],
    `"${code}" is not a currency the server knows: use an ISO 4217 code such as "GBP" or "EUR"${didYouMean(code, known)}`,
  );
}

/** The list position a city file gives itself in production (its variant beats its keyValues), or null when it inherits one. */
function ownListPosition(entry: RegionEntry): { position: number; origin: Origin } | null {
  const variant = entry.data.variants?.production?.keyValues;
  if (isRecord(variant) && num(variant.cityListPosition) !== null) {
    return { position: variant.cityListPosition as number, origin: { file: entry.file, pointer: '/variants/production/keyValues/cityListPosition' } };
  }
  const own = isRecord(entry.data.keyValues) ? num(entry.data.keyValues.cityListPosition) : null;
  return own === null ? null : { position: own, origin: { file: entry.file, pointer: '/keyValues/cityListPosition' } };
}

/**
 * Two listed cities of one country at the same cityListPosition would be ordered by id, which is
 * not what either file says. Cities without a position of their own (a new city) share the
 * default and come last, by id; retired cities are not listed.
 */
function checkCityListPositions(set: RegionSet, report: Report): void {
  const taken = new Map<string, string>();
  for (const [cityId, entry] of set.cities) {
    const city: unknown = entry.data.city;
    if (isRecord(city) && city.retired === true) continue;
    const own = ownListPosition(entry);
    if (!own) continue;
    const key = `${String(entry.data.scope.country_id)}\u0000${own.position}`;
    const other = taken.get(key);
    if (other === undefined) {
      taken.set(key, cityId);
      continue;
    }
    report(
      own.origin,
      [],
      `${own.position} is already the place of ${other} (${set.cities.get(other)?.file ?? other}) in the ${String(entry.data.scope.country_id)} city list: give each city its own cityListPosition`,
    );
  }
}
