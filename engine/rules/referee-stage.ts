/**
 * Referee stage (W§4): where a person a worker referred stands, shown as a progress bar of 7 steps
 * (0 applied … 6 complete) or as declined (-1). The server stores the stage it read from the
 * referee's status; the refer page draws the bar from the stage alone.
 */
export const REFEREE_DECLINED = -1;
export const REFEREE_COMPLETE = 6;
/** The 7 steps of the bar, in order (W§4): applied, in review, onboarded/invited, successful, active, bookings, complete. */
export const REFEREE_STEPS = ['applied', 'inReview', 'invited', 'successful', 'active', 'bookings', 'complete'] as const;
export type RefereeStep = (typeof REFEREE_STEPS)[number];

const STAGE_OF_STATUS: Readonly<Record<string, number>> = {
  declined: REFEREE_DECLINED,
  'in-review': 1,
  invited: 2,
  successful: 3,
  active: 4,
  bookings: 5,
  complete: 6,
};

/**
 * The stage of a referee status (W§4: "in-review 1, invited 2, successful 3, active 4, bookings 5,
 * complete 6, otherwise 0"; declined -1). Unknown or missing statuses count as applied.
 */
export function refereeStageOf(status: string | null | undefined): number {
  if (!status) return 0;
  return STAGE_OF_STATUS[status.trim().toLowerCase()] ?? 0;
}

export interface RefereeProgress {
  declined: boolean;
  complete: boolean;
  /** Steps reached (1…7); 0 when declined. */
  reached: number;
  /** The step the referee is at; null when declined. */
  current: RefereeStep | null;
}

/** How the bar reads a stage; a stage outside -1…6 is clamped (the database checks the range). */
export function refereeProgress(stage: number): RefereeProgress {
  if (stage <= REFEREE_DECLINED) return { declined: true, complete: false, reached: 0, current: null };
  const index = Math.min(Math.max(Math.trunc(stage), 0), REFEREE_COMPLETE);
  return { declined: false, complete: index === REFEREE_COMPLETE, reached: index + 1, current: REFEREE_STEPS[index] };
}
