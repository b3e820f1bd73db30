import { VERTICAL_STATUS, type VerticalStatus } from '../../engine/rules/vertical-status';

const KNOWN: ReadonlySet<number> = new Set(Object.values(VERTICAL_STATUS));

/**
 * The almost-there message of a vertical status (W§4: each status its own message), in its
 * "onboarding booked" variant once a session is booked.
 */
export function verticalStatusMessageKey(status: VerticalStatus | number, interviewBooked: boolean): string {
  const known = KNOWN.has(status) ? status : VERTICAL_STATUS.DEFAULT;
  return `ALMOST_THERE_VERTICAL_STATUS_${known}${interviewBooked ? '_BOOKED' : ''}`;
}
