/**
 * Every setting of schemas/region.schema.json is read by some code, or says which feature will
 * read it (`x-consumer`). A setting nobody reads and nobody plans to is a switch ops can flip
 * with no effect; an `x-consumer` on a setting that code now reads is out of date.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import regionSchema from '../../../schemas/region.schema.json';
import { PORTAL_EMAIL_PATTERN, PORTAL_PHONE_PATTERN } from '../../../engine/validation/formats';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { RegionSet } from '../../../engine/regions/types';
import { readRegionFiles } from './region-files';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const CODE_DIRS = ['engine', 'server', 'screens', 'scripts'];
const SKIP = new Set(['generated', 'node_modules']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// Refusing a bad value is not reading a setting: the loader's value checks name settings of the customer apps too.
const CHECKS_ONLY = new Set([path.join(root, 'engine', 'regions', 'setting-values.ts')]);
const code = CODE_DIRS.flatMap((dir) => files(path.join(root, dir)))
  .filter((file) => !CHECKS_ONLY.has(file))
  .map((file) => readFileSync(file, 'utf8'));
// Form files name the settings that switch questions and fill options (x-setting, x-showIfSetting).
const formFiles = readdirSync(path.join(root, 'schemas', 'forms')).map((name) => readFileSync(path.join(root, 'schemas', 'forms', name), 'utf8'));

type Property = { 'x-consumer'?: string };
const properties = regionSchema.definitions.keyValues.properties as Record<string, Property>;

/** Read as a property (`settings.mapZoom`, `keyValues.mapZoom`) or named as a string ('mapZoom'). */
function isRead(name: string): boolean {
  const asProperty = new RegExp(`\\.${name}\\b`);
  const asString = new RegExp(`['"\`]${name}['"\`]`);
  return code.some((text) => asProperty.test(text) || asString.test(text)) || formFiles.some((text) => text.includes(`"${name}"`));
}

describe('region settings and their readers', () => {
  const names = Object.keys(properties);

  it('every setting is read by code or names the feature that will read it', () => {
    const orphans = names.filter((name) => !isRead(name) && !properties[name]['x-consumer']);
    expect(orphans, 'settings no code reads and no x-consumer names: read them, or annotate them in schemas/region.schema.json').toEqual([]);
  });

  it('no x-consumer on a setting that code reads already', () => {
    const stale = names.filter((name) => properties[name]['x-consumer'] && isRead(name) && !/formats\.ts/.test(properties[name]['x-consumer'] ?? ''));
    expect(stale, 'remove x-consumer from these settings: code reads them now').toEqual([]);
  });

  it('lists what is left for later issues', () => {
    const waiting = names.filter((name) => properties[name]['x-consumer']);
    // A figure for the issue note; the first two tests are the rule.
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(names.length);
  });

  it('the e-mail and phone settings are the expressions the portal formats enforce', () => {
    const set = buildRegionSet(readRegionFiles()).set as RegionSet;
    const scopes = [{}, ...[...set.countries.keys()].map((country_id) => ({ country_id })), ...[...set.cities.keys()].map((city_id) => ({ city_id }))];
    for (const scope of scopes) {
      for (const env of ['test', 'production'] as const) {
        const { keyValues } = resolveRegion(set, scope, env);
        expect(keyValues.emailPattern, JSON.stringify(scope)).toBe(PORTAL_EMAIL_PATTERN.source);
        expect(keyValues.phonePattern, JSON.stringify(scope)).toBe(PORTAL_PHONE_PATTERN.source);
      }
    }
  });
});
