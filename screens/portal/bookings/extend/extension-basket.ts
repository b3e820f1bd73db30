/**
 * The figures of an extension as the worker ticks additions (issue 26, /bookings/{id}/extend):
 * added minutes, the new length and end, what the customer pays and what the worker earns. The
 * sums, the fee and the basket maximum are the engine's rules (engine/rules/price-list.ts,
 * engine/rules/bookings.ts), the same the server prices and refuses with; this file only puts the
 * page's choices into their shape.
 */
import type { AdditionOptionsResponse } from '../../../../engine/generated/api/addition-options-response';
import { roundMoney } from '../../../../engine/money/round-money';
import { displayedPrice } from '../../../../engine/rules/bookings';
import { basketLimitRefusal, feeOf, totalOf, type PricedLine } from '../../../../engine/rules/price-list';

const MINUTE = 60_000;

/** One addition the worker may tick: an option of one treatment of the booking. */
export interface AdditionChoice {
  /** Unique on the page: the same addition can be offered for two treatments of one booking. */
  key: string;
  speciality: string;
  id: string;
  minutes: number;
  /** What the customer pays for it. */
  price: number;
  /** What the worker earns from it: price minus the marketplace's fee, as the booking detail shows items. */
  earnings: number;
}

export function additionChoices(options: AdditionOptionsResponse): AdditionChoice[] {
  return options.treatments.flatMap((treatment) =>
    treatment.options.map((option) => ({
      key: `${treatment.speciality}|${option.id}`,
      speciality: treatment.speciality,
      id: option.id,
      minutes: option.minutes,
      price: option.price,
      earnings: displayedPrice({ total: option.price, fee: feeOf(option.price, options.feePercent) }),
    })),
  );
}

const pricedLines = (chosen: readonly AdditionChoice[], feePercent: number): PricedLine[] =>
  chosen.map((choice) => ({ type: 'addition', speciality: choice.speciality, additionId: choice.id, minutes: choice.minutes, total: choice.price, fee: feeOf(choice.price, feePercent) }));

export interface ExtensionSummary {
  addedMinutes: number;
  /** The booking's length with the additions. */
  minutes: number;
  endsAt: Date;
  /** What the customer is charged for the additions. */
  customerPays: number;
  /** What the additions add to the worker's earnings (the booking detail's total). */
  addedEarnings: number;
}

export function extensionSummary(options: AdditionOptionsResponse, chosen: readonly AdditionChoice[]): ExtensionSummary {
  const added = totalOf(pricedLines(chosen, options.feePercent));
  return {
    addedMinutes: added.minutes,
    minutes: options.minutes + added.minutes,
    endsAt: new Date(new Date(options.endsAt).getTime() + added.minutes * MINUTE),
    customerPays: added.total,
    addedEarnings: displayedPrice(added),
  };
}

/** The booking detail's new total: its current total (what the worker earns) plus the additions'. */
export function newTotal(currentPrice: number, summary: ExtensionSummary): number {
  return roundMoney(currentPrice + summary.addedEarnings);
}

/**
 * Whether one more addition keeps the booking within the region's basket maximum (R§9). An
 * extension only lengthens a booking that was booked within the limits, so only the maximum can
 * refuse it; the server checks both ends again.
 */
export function fitsBasket(options: AdditionOptionsResponse, chosen: readonly AdditionChoice[], candidate: AdditionChoice): boolean {
  const minutes = extensionSummary(options, [...chosen, candidate]).minutes;
  return basketLimitRefusal(minutes, { minimumMinutes: 0, maximumMinutes: options.maximumMinutes }) === null;
}
