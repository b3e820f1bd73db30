/**
 * One row of the settings table (issue 24: every setting of schemas/region.schema.json does what
 * its description says): a setting, the scope whose value is switched, the value ops switch it
 * to, and a probe through the API whose answer must be `real` with the real region files and
 * `switched` once the setting is switched.
 */
import type { FastifyInstance } from 'fastify';
import type { AppEnv, RegionSettingName } from '../../../engine/regions/types';
import type { Database } from '../../../server/platform/db/client';
import type { RegionEdit, Scope } from './switched-regions';

/** The demo accounts of README.md (password `portal-demo-2026`), by the local part of their e-mail. */
export type Persona =
  | 'worker.london'
  | 'worker.paris'
  | 'worker.vienna'
  | 'worker.inactive'
  | 'worker.restricted'
  | 'applicant.new'
  | 'applicant.basic-info'
  | 'applicant.agreement'
  | 'student'
  | 'ops'
  | 'ops.reviewer';

export interface ProbeContext {
  app: FastifyInstance;
  db: Database;
  env: AppEnv;
  /** Request headers carrying a demo persona's session (logged in once per test file). */
  as(persona: Persona): Promise<Record<string, string>>;
  /** The persona's worker id. */
  idOf(persona: Persona): Promise<string>;
  /** Made once per app (a fixture several probes share: a worker with no city...). */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
}

export interface ServerRow<T = unknown> {
  setting: RegionSettingName;
  /** What a person notices, in a few words (the test's name). */
  says: string;
  /** The scope whose effective value is switched (the probe's person belongs to it). */
  scope: Scope;
  /** The value ops switch it to. */
  to: unknown;
  /**
   * Edits made to the real set and the switched one alike, so that the probe reaches what the
   * setting governs (another popup out of the way, a closed city opened). The two sets then
   * differ by the one setting only.
   */
  given?: RegionEdit[];
  /** What the loader ties to the setting and must move with it (currencyTextSymbol and the country's currency). */
  alsoSwitch?: RegionEdit[];
  /** Asks the API; answers a small observation. Runs once per set: what it changes must not disturb its next run. */
  probe(ctx: ProbeContext): Promise<T>;
  /** The observation with the real region files (plus `given`). */
  real: T;
  /** The observation with the setting switched: what the setting's description says it does. */
  switched: T;
}

/** A row with its observation type checked, kept in a list of rows of other types. */
export function row<T>(r: ServerRow<T>): ServerRow {
  return r as ServerRow;
}

/**
 * A setting whose description fixes its value (ratingScaleMaximum: customers rate 1 to 5): ops
 * cannot switch it. The row holds what they meet instead: the loader refuses the value, with the
 * file and pointer, and so does the /ops preview.
 */
export interface RefusedSwitch {
  setting: RegionSettingName;
  says: string;
  scope: Scope;
  to: unknown;
  /** The problem's sentence, as regions:check and /ops show it. */
  problem: string;
}
