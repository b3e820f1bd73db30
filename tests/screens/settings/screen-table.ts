/**
 * The screens' table of settings: the settings only the browser reads, by area. The server's
 * table is tests/server/settings/server-table.ts.
 */
import type { ScreenRow } from './screen-row';
import { applyRows } from './rows/apply';
import { cookieRows } from './rows/cookies';
import { diaryRows } from './rows/diary';
import { portalRows } from './rows/portal';
import { publicPageRows } from './rows/public-pages';

export const SCREEN_TABLE: Record<string, ScreenRow[]> = {
  'public pages': publicPageRows,
  'the way in': applyRows,
  cookies: cookieRows,
  'worker area': portalRows,
  diary: diaryRows,
};
