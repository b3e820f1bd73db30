/**
 * Amounts in major units (pounds, euros) with two decimals, as the database stores them
 * (numeric(10, 2)): every sum or difference of amounts is rounded here, so 1.1 − 0.9 is 0.2 and
 * not 0.20000000000000007. The one place the portal rounds money (bookings, price lists, statements,
 * their PDF, the demo data).
 */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** The rounded sum of amounts (a statement's payout total, a basket's subtotal). */
export function sumMoney(amounts: Iterable<number>): number {
  let sum = 0;
  for (const amount of amounts) sum += amount;
  return roundMoney(sum);
}
