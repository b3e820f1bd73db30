/**
 * A time zone the runtime's Intl knows (an IANA name such as Europe/London): every rule that
 * places a moment in a city's local time (bookings, diary, demand, statements, support hours)
 * hands the name to Intl, which throws a RangeError on any other, so a region file naming one
 * would make each of that city's pages answer 500. Serialised into standalone validators (a plain
 * function declaration, nothing imported): see formats.ts.
 */
export function isKnownTimeZone(value: string): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The runtime's IANA zone names, for a "did you mean" (empty where Intl cannot list them). */
export function knownTimeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
}
