import { pointerJoin } from './json-pointer';
import type { AppEnv, City, Country, FormOverlays, RegionEntry } from './types';

/** Where an effective value came from, so a problem found after layering names the right file. */
export interface Origin {
  file: string;
  pointer: string;
}

export interface Layered {
  keyValues: Record<string, unknown>;
  keyValueOrigins: Record<string, Origin>;
  forms: FormOverlays;
  catalogues: Record<string, unknown>;
  catalogueOrigins: Record<string, Origin>;
  country: Country | null;
  city: City | null;
}

/**
 * Applies the layers in order (defaults, country, city), each followed by its `variants[env]`.
 * A later layer replaces a setting or a catalogue whole; form questions merge per question id.
 */
export function layerEntries(chain: RegionEntry[], env: AppEnv): Layered {
  const out: Layered = {
    keyValues: {}, keyValueOrigins: {}, forms: {}, catalogues: {}, catalogueOrigins: {}, country: null, city: null,
  };
  for (const { file, data } of chain) {
    assign(out.keyValues, out.keyValueOrigins, data.keyValues, file, '/keyValues');
    assign(out.keyValues, out.keyValueOrigins, data.variants?.[env]?.keyValues, file, `/variants/${env}/keyValues`);
    assign(out.catalogues, out.catalogueOrigins, data.catalogues, file, '/catalogues');
    for (const [formId, overlay] of Object.entries(data.forms ?? {})) {
      const target = (out.forms[formId] ??= { questions: {} });
      Object.assign(target.questions, overlay.questions);
    }
    if (data.country) out.country = data.country;
    if (data.city) out.city = data.city;
  }
  return out;
}

function assign(
  target: Record<string, unknown>,
  origins: Record<string, Origin>,
  source: Record<string, unknown> | undefined,
  file: string,
  base: string,
): void {
  for (const [key, value] of Object.entries(source ?? {})) {
    target[key] = value;
    origins[key] = { file, pointer: pointerJoin(base, key) };
  }
}
