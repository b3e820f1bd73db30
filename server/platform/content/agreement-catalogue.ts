/**
 * The partnership agreement texts (content/agreements/<COUNTRY>/<version>.json): loaded and
 * checked once at start, like the region files. A version is immutable once workers signed
 * it: the audit record keeps the SHA-256 of the exact text shown, so an edited text no longer
 * matches and a signature in flight is refused (409 AGREEMENT_CHANGED).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageId } from '../../../engine/regions/types';
import { createAjv } from '../../../engine/validation/create-ajv';

export const DEFAULT_AGREEMENTS_DIR = fileURLToPath(new URL('../../../content/agreements/', import.meta.url));

export interface AgreementVersion {
  /** e.g. UK-2026-01; also the file name. */
  version: string;
  countryId: string;
  /** YYYY-MM-DD: the version is the latest from this day on (in the country's time zone). */
  effectiveFrom: string;
  texts: Readonly<Record<LanguageId, string>>;
  /** Path relative to the agreements folder, for messages. */
  file: string;
}

export interface AgreementProblem {
  file: string;
  message: string;
}

export class AgreementContentError extends Error {
  constructor(readonly problems: AgreementProblem[]) {
    super(`The agreement texts have mistakes:\n${problems.map((p) => `  ${p.file}: ${p.message}`).join('\n')}`);
    this.name = 'AgreementContentError';
  }
}

/** SHA-256 (hex) of the UTF-8 bytes of the exact text: what the signer saw. */
export function agreementTextSha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The shape of a file (also what an editor autocompletes with): content/agreement.schema.json. */
const SCHEMA_FILE = fileURLToPath(new URL('../../../content/agreement.schema.json', import.meta.url));

interface AgreementFile {
  version: string;
  country_id: string;
  effectiveFrom: string;
  texts: Record<LanguageId, string>;
}

export class AgreementCatalogue {
  private readonly byCountry = new Map<string, AgreementVersion[]>();
  private readonly byVersion = new Map<string, AgreementVersion>();

  constructor(versions: readonly AgreementVersion[]) {
    for (const entry of [...versions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))) {
      this.byVersion.set(entry.version, entry);
      const list = this.byCountry.get(entry.countryId) ?? [];
      list.push(entry);
      this.byCountry.set(entry.countryId, list);
    }
  }

  countries(): string[] {
    return [...this.byCountry.keys()];
  }

  /** Every version of a country, oldest first. */
  versions(countryId: string): readonly AgreementVersion[] {
    return this.byCountry.get(countryId) ?? [];
  }

  find(version: string): AgreementVersion | null {
    return this.byVersion.get(version) ?? null;
  }

  /** The version in force on `today` (YYYY-MM-DD): the greatest effectiveFrom not after it. */
  latest(countryId: string, today: string): AgreementVersion | null {
    const effective = this.versions(countryId).filter((entry) => entry.effectiveFrom <= today);
    return effective.at(-1) ?? null;
  }
}

/** Reads and checks every agreement file; never throws for content (problems are returned). */
export async function loadAgreementDir(dir: string): Promise<{ catalogue: AgreementCatalogue | null; problems: AgreementProblem[] }> {
  const problems: AgreementProblem[] = [];
  const versions: AgreementVersion[] = [];
  const validate = createAjv().compile(JSON.parse(await readFile(SCHEMA_FILE, 'utf8')) as object);

  let countries: string[];
  try {
    countries = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  } catch (err) {
    return { catalogue: null, problems: [{ file: dir, message: `cannot read the folder (${(err as Error).message})` }] };
  }

  for (const country of countries) {
    const files = (await readdir(path.join(dir, country))).filter((name) => name.endsWith('.json')).sort();
    for (const name of files) {
      const file = `${country}/${name}`;
      let data: unknown;
      try {
        data = JSON.parse(await readFile(path.join(dir, country, name), 'utf8'));
      } catch (err) {
        problems.push({ file, message: `not valid JSON (${(err as Error).message})` });
        continue;
      }
      if (!validate(data)) {
        for (const error of validate.errors ?? []) {
          problems.push({ file, message: `${error.instancePath || '/'} ${error.message ?? 'is invalid'}` });
        }
        continue;
      }
      const entry = data as AgreementFile;
      if (entry.country_id !== country) {
        problems.push({ file, message: `country_id "${entry.country_id}" does not match its folder "${country}"` });
      }
      if (`${entry.version}.json` !== name) {
        problems.push({ file, message: `version "${entry.version}" does not match the file name (expected ${entry.version}.json)` });
      }
      if (!entry.version.startsWith(`${country}-`)) {
        problems.push({ file, message: `version "${entry.version}" must start with "${country}-"` });
      }
      versions.push({ version: entry.version, countryId: entry.country_id, effectiveFrom: entry.effectiveFrom, texts: entry.texts, file });
    }
  }

  const seenVersion = new Map<string, string>();
  const seenDay = new Map<string, string>();
  for (const entry of versions) {
    const other = seenVersion.get(entry.version);
    if (other) problems.push({ file: entry.file, message: `version "${entry.version}" is also in ${other}` });
    seenVersion.set(entry.version, entry.file);
    const dayKey = `${entry.countryId} ${entry.effectiveFrom}`;
    const sameDay = seenDay.get(dayKey);
    // Two versions in force from the same day would make "the latest" a matter of file order.
    if (sameDay) problems.push({ file: entry.file, message: `${sameDay} takes effect on the same day (${entry.effectiveFrom})` });
    seenDay.set(dayKey, entry.file);
  }

  return problems.length ? { catalogue: null, problems } : { catalogue: new AgreementCatalogue(versions), problems };
}

/** The catalogue, or an AgreementContentError listing every mistake (the server refuses to start). */
export async function loadAgreementCatalogue(dir: string = DEFAULT_AGREEMENTS_DIR): Promise<AgreementCatalogue> {
  const { catalogue, problems } = await loadAgreementDir(dir);
  if (!catalogue) throw new AgreementContentError(problems);
  return catalogue;
}
