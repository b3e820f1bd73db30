/**
 * The popups of the bookings list (W§2 bookings list, W§4 "A location update older than 2 weeks
 * is overdue and triggers a popup; an insurance popup shows when insurance is expired or expires
 * within 2 weeks"; R§9 new-services and peak-hours switches). At most one shows at a time, and
 * each is remembered once dismissed (popup_dismissals).
 *
 * The order, most pressing first:
 * 1. insurance: a worker whose insurance has lapsed may not treat anyone (a compliance and
 *    liability matter with a deadline), so it comes before everything else;
 * 2. location: an overdue base location makes the worker be offered bookings in the wrong area
 *    (it hurts every day it stays wrong) and is fixed in the popup itself;
 * 3. new services: the one-time message about the personal-data incident (information the worker
 *    can read on a later visit just as well);
 * 4. peak-hours removal: a one-time announcement.
 *
 * Re-show rules (the dismissal keys):
 * - insurance: `insurance:<expiry date>:expiring` or `...:expired`. A new certificate (a new date)
 *   warns again, and dismissing "expires soon" does not hide "has expired" for the same date.
 * - location: `location`. A dismissal counts as a reminder for another `locationUpdateOverdueDays`
 *   days: the popup comes back after that while the location is still overdue (re-dismissing
 *   moves the reminder date). Updating or confirming the location ends it.
 * - new services: `new-services:<article slug>`: once ever per message (a new article shows again).
 * - peak hours: `peak-hours-removal`: once ever.
 *
 * Dates are calendar days (YYYY-MM-DD) in the worker's city; the caller gives "today" there.
 */
export interface PopupSettings {
  newServicesPopupEnabled: boolean;
  newServicesPopupFaqArticleSlug: string | null;
  peakHoursRemovalPopupEnabled: boolean;
  /** Insurance expired or expiring within this many days warns (14). */
  insuranceExpiryWarningDays: number;
  /** A location update older than this many days is overdue (14). */
  locationUpdateOverdueDays: number;
}

export interface PopupDismissal {
  key: string;
  /** Calendar day of the dismissal in the worker's city (YYYY-MM-DD). */
  on: string;
}

export interface PopupFacts {
  /** Today in the worker's city, YYYY-MM-DD. */
  today: string;
  /** The latest expiry among the worker's insurance files (YYYY-MM-DD), or null when none is known. */
  insuranceExpiresOn: string | null;
  /** The day the worker last updated or confirmed their base location (YYYY-MM-DD), or null: never. */
  lastLocationUpdate: string | null;
  settings: PopupSettings;
  dismissals: readonly PopupDismissal[];
  /**
   * Whether the worker may update their location (false for an inactive account: the location
   * API is for active workers, and an inactive worker is offered no bookings). Default true.
   */
  locationUpdatable?: boolean;
}

export type Popup =
  | { kind: 'insurance'; key: string; expiresOn: string; daysLeft: number; expired: boolean }
  | { kind: 'location'; key: string; lastLocationUpdate: string | null; daysSince: number | null }
  | { kind: 'newServices'; key: string; faqArticleSlug: string | null }
  | { kind: 'peakHours'; key: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new Error(`not a calendar date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export const LOCATION_POPUP_KEY = 'location';
export const PEAK_HOURS_POPUP_KEY = 'peak-hours-removal';

/** Every popup that applies today, most pressing first, dismissals not considered. */
export function applicablePopups(facts: Omit<PopupFacts, 'dismissals'>): Popup[] {
  const { today, settings } = facts;
  const popups: Popup[] = [];
  if (facts.insuranceExpiresOn) {
    const daysLeft = daysBetween(today, facts.insuranceExpiresOn);
    if (daysLeft <= settings.insuranceExpiryWarningDays) {
      // Insurance is valid through its expiry day: it has expired from the next day on.
      const expired = daysLeft < 0;
      popups.push({
        kind: 'insurance',
        key: `insurance:${facts.insuranceExpiresOn}:${expired ? 'expired' : 'expiring'}`,
        expiresOn: facts.insuranceExpiresOn,
        daysLeft,
        expired,
      });
    }
  }
  const daysSince = facts.lastLocationUpdate ? daysBetween(facts.lastLocationUpdate, today) : null;
  if (facts.locationUpdatable !== false && (daysSince === null || daysSince > settings.locationUpdateOverdueDays)) {
    popups.push({ kind: 'location', key: LOCATION_POPUP_KEY, lastLocationUpdate: facts.lastLocationUpdate, daysSince });
  }
  if (settings.newServicesPopupEnabled) {
    const slug = settings.newServicesPopupFaqArticleSlug;
    popups.push({ kind: 'newServices', key: `new-services:${slug ?? 'message'}`, faqArticleSlug: slug });
  }
  if (settings.peakHoursRemovalPopupEnabled) popups.push({ kind: 'peakHours', key: PEAK_HOURS_POPUP_KEY });
  return popups;
}

/** Whether a dismissal still hides the popup today (see the re-show rules above). */
function stillDismissed(popup: Popup, dismissal: PopupDismissal | undefined, settings: PopupSettings, today: string): boolean {
  if (!dismissal) return false;
  if (popup.kind !== 'location') return true;
  return daysBetween(dismissal.on, today) <= settings.locationUpdateOverdueDays;
}

/** The one popup to show now, or null. */
export function popupToShow(facts: PopupFacts): Popup | null {
  const byKey = new Map(facts.dismissals.map((d) => [d.key, d]));
  return applicablePopups(facts).find((popup) => !stillDismissed(popup, byKey.get(popup.key), facts.settings, facts.today)) ?? null;
}
