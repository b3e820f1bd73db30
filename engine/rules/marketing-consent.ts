/**
 * Whether an address may receive marketing e-mail (R§2 unsubscribe / stay subscribed, R§5
 * "acceptance of marketing communications", W§7 acceptMarketing). The choices on record are the
 * address's marketing preference (unsubscribe, stay subscribed, accept on the perks page) and the
 * account's acceptance (the sign-up checkbox, the perks banner). The latest choice wins; with no
 * choice at all the answer is no: marketing mail needs consent, and an unsubscribe is never
 * overridden by an older acceptance.
 */
export interface MarketingChoice {
  subscribed: boolean;
  at: Date;
}

export function mayReceiveMarketing(choices: readonly (MarketingChoice | null | undefined)[]): boolean {
  return latestMarketingChoice(choices)?.subscribed ?? false;
}

/** The choice in force: the latest, a refusal winning a tie; null with none on record. */
export function latestMarketingChoice<C extends MarketingChoice>(choices: readonly (C | null | undefined)[]): C | null {
  let latest: C | null = null;
  for (const choice of choices) {
    if (!choice) continue;
    // On a tie the refusal wins: an unsubscribe must never lose to a same-instant acceptance.
    if (!latest || choice.at.getTime() > latest.at.getTime() || (choice.at.getTime() === latest.at.getTime() && !choice.subscribed)) latest = choice;
  }
  return latest;
}
