/*
 * A setting's value as the review shows it: compact JSON on one line ("unset" for null), cut at a
 * length a line can hold; the whole value stays one click away.
 */

/** Past this many characters a value is shortened on its line (a list of 20 service areas). */
export const VALUE_PREVIEW_LENGTH = 120;

export function compactJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return JSON.stringify(value);
}

export function shortened(text: string): { text: string; cut: boolean } {
  return text.length <= VALUE_PREVIEW_LENGTH ? { text, cut: false } : { text: `${text.slice(0, VALUE_PREVIEW_LENGTH - 1)}…`, cut: true };
}
