/*
 * Typing a date as W§9 writes it, DD/MM/YYYY, whatever the browser's language (issue 27: a
 * browser date picker showed mm/dd/yyyy on an en-GB page). Shared by the form widget
 * (engine/react/widgets/date-widget.tsx) and the plain date fields of the screens (an insurance
 * certificate's expiry date); pure, so a screen uses it without the form engine.
 */

/**
 * What the DD/MM/YYYY field shows after an edit: digits only, slashes inserted after the day and
 * the month. While typing forward a slash is added as soon as the day or month is complete
 * ("12" → "12/"); while deleting it is not, so Backspace can remove it.
 */
export function formatDateInput(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  let text = digits.slice(0, 2);
  if (digits.length > 2) text += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) text += `/${digits.slice(4)}`;
  const growing = typed.length > previous.length;
  if (growing && (digits.length === 2 || digits.length === 4)) text += '/';
  return text;
}
