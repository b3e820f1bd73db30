/** The statements page's dates are the region's (app/dates), its money engine/money/format-money.ts. */

/** The last day of a period given as [start, end): the instant before its end. */
export function lastInstant(endIso: string): Date {
  return new Date(new Date(endIso).getTime() - 1);
}
