import type { VerticalStatusResponse } from '../../engine/generated/api/vertical-status-response';
import { VERTICAL_STATUS, type VerticalStatus } from '../../engine/rules/vertical-status';

const KNOWN: ReadonlySet<number> = new Set(Object.values(VERTICAL_STATUS));
const isKnown = (status: number): status is VerticalStatus => KNOWN.has(status);

/** What the message depends on; an unknown status number reads as the default status. */
export type VerticalStatusFacts = Pick<VerticalStatusResponse, 'interviewBooked' | 'bookingOpen' | 'limitedDemand'> & { verticalStatus: number };

/**
 * The almost-there message of a vertical status (W§4: each status its own message), saying
 * only what the page offers:
 * - a session booked: the status's "booked" variant;
 * - booking open: a message that points to the booking below (status 2's own, or the open
 *   variant, with limited demand its limited one), never "our team will contact you";
 * - booking closed: the status's message, and for status 2 (whose message points to the
 *   booking) its closed variant, never "book below".
 */
export function verticalStatusMessageKey(status: VerticalStatusFacts): string {
  const known = isKnown(status.verticalStatus) ? status.verticalStatus : VERTICAL_STATUS.DEFAULT;
  if (status.interviewBooked) return `ALMOST_THERE_VERTICAL_STATUS_${known}_BOOKED`;
  if (status.bookingOpen) {
    if (status.limitedDemand) return 'ALMOST_THERE_BOOKING_OPEN_LIMITED';
    return known === VERTICAL_STATUS.AUTO_ONBOARDABLE ? `ALMOST_THERE_VERTICAL_STATUS_${known}` : 'ALMOST_THERE_BOOKING_OPEN';
  }
  return known === VERTICAL_STATUS.AUTO_ONBOARDABLE ? `ALMOST_THERE_VERTICAL_STATUS_${known}_CLOSED` : `ALMOST_THERE_VERTICAL_STATUS_${known}`;
}
