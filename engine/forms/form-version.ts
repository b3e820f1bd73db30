/**
 * Which composition of a form a person filled in (issue 24, "open tabs follow"). The server
 * names every composed form it serves by a version (a hash of its schema); a page sends that
 * version back with the answers. When operations staff change a region while a tab is open, a
 * submission filled in on the older composition that the current one refuses gets 409
 * FORM_VERSION_CHANGED instead of a 400: the page then recomposes, keeps the answers to the
 * questions that remain and asks the person to check them. One that the current composition
 * accepts is taken as it is, so a harmless change never turns anybody away.
 */

/** The request header a form submission names its composition's version in. */
export const FORM_VERSION_HEADER = 'X-Form-Version';

/** The error code of a submission filled in on an older composition that the current one refuses. */
export const FORM_VERSION_CHANGED = 'FORM_VERSION_CHANGED';

/** The query parameter of GET /api/forms/{formId}/validator.js naming the version a page wants the validator of. */
export const FORM_VERSION_PARAM = 'v';

/** A version as the server writes them (base64url); anything else in the header is no version at all. */
const VERSION_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isFormVersion(value: unknown): value is string {
  return typeof value === 'string' && VERSION_PATTERN.test(value);
}

/**
 * Whether a submission that the current composition refused was filled in on another one: it
 * named a version, and none of the forms the server checked it with has that version. A
 * submission naming no version (an older page, the native app) is refused as before, with a 400.
 */
export function filledInOlderComposition(sentVersion: string | null | undefined, currentVersions: readonly (string | undefined)[]): boolean {
  if (!isFormVersion(sentVersion)) return false;
  const known = currentVersions.filter((version): version is string => version !== undefined);
  return known.length > 0 && !known.includes(sentVersion);
}
