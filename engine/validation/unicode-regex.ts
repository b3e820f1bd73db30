/**
 * A regular expression as JSON Schema's `pattern` runs it: AJV compiles patterns with the "u"
 * flag (in the server's validators and in the browser's standalone ones alike), which refuses
 * what the flagless `regex` format lets through (`\-` outside a class, a lone `{`). A region
 * setting that becomes a form's `pattern` (postcodePattern) must compile that way, else every
 * form of its scope would fail to compile. Serialised into standalone validators (a plain
 * function declaration, nothing imported): see formats.ts.
 */
export function isUnicodeRegex(value: string): boolean {
  if (typeof value !== 'string') return false;
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}
