/**
 * One row of the screens' settings table (issue 24): a setting only the browser reads, the scope
 * whose value is switched, the value ops switch it to, and a probe that renders what a person
 * sees (or does what the browser does) with GET /api/config answering from the real region set,
 * then from the switched one. The server's rows are tests/server/settings/rows/*.ts.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RegionSet, RegionSettingName } from '../../../engine/regions/types';
import type { Worker } from '../../../engine/generated/api/session-response';
import type { RegionEdit, Scope } from '../../server/settings/switched-regions';

export interface ScreenContext {
  /** The region set GET /api/config answers from. */
  set: RegionSet;
  /**
   * A query client holding GET /api/config of every country and city of the set and GET /api/cities,
   * as the server answers them. `fetch`: other queries ask the API (tests/screens/fake-api.ts), else they wait.
   */
  client(options?: { fetch?: boolean }): QueryClient;
  /** The same, with this worker signed in (the session GET /api/me gives). */
  signedIn(worker: Worker, options?: { fetch?: boolean }): QueryClient;
}

export interface ScreenRow<T = unknown> {
  setting: RegionSettingName;
  /** What a person notices, in a few words (the test's name). */
  says: string;
  scope: Scope;
  to: unknown;
  /** Edits made to the real set and the switched one alike. */
  given?: RegionEdit[];
  /** Renders and observes; the runner cleans the page, cookies and timers up after each run. */
  probe(ctx: ScreenContext): Promise<T>;
  real: T;
  switched: T;
}

export function row<T>(r: ScreenRow<T>): ScreenRow {
  return r as ScreenRow;
}
