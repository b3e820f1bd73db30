/**
 * The server's table of settings: every row of rows/*.ts by area. The screens' table
 * (tests/screens/settings/screen-table.ts) holds the settings only the browser reads.
 */
import type { RefusedSwitch, ServerRow } from './server-row';
import { accountRows } from './rows/accounts';
import { bookingRows } from './rows/bookings';
import { customerAppRows } from './rows/customer-apps';
import { diaryRows } from './rows/diary';
import { extraBookingRows } from './rows/extra-bookings';
import { documentRows } from './rows/documents';
import { onboardingRows } from './rows/onboarding';
import { opsRows } from './rows/ops';
import { popupRows } from './rows/popups';
import { portalRows } from './rows/portal';
import { statementRows } from './rows/statements';

export const SERVER_TABLE: Record<string, ServerRow[]> = {
  accounts: accountRows,
  onboarding: onboardingRows,
  documents: documentRows,
  popups: popupRows,
  bookings: bookingRows,
  portal: portalRows,
  diary: diaryRows,
  statements: statementRows,
  'extra bookings': extraBookingRows,
  'customer apps': customerAppRows,
  // Last: it publishes a version of the region set through /ops.
  ops: opsRows,
};

/** Settings whose value is fixed by their description: switching them is refused, with file and pointer. */
export const REFUSED_SWITCHES: RefusedSwitch[] = [
  {
    setting: 'ratingScaleMaximum',
    says: 'customers rate from 1 to 5, so ratings out of 10 are refused',
    scope: { city_id: 'UK-LONDON' },
    to: 10,
    problem: 'must be at most 5, not 10',
  },
  {
    setting: 'emailPattern',
    says: 'the portal validates e-mail addresses with the expression its forms are built with; the setting publishes it to the apps',
    scope: { city_id: 'UK-LONDON' },
    to: '^.+$',
    problem: 'is the expression the portal\'s forms are built with',
  },
  {
    setting: 'phonePattern',
    says: 'the portal validates phone numbers with the expression its forms are built with; the setting publishes it to the apps',
    scope: { country_id: 'FR' },
    to: '^[0-9]+$',
    problem: 'changing it takes a code change',
  },
];
