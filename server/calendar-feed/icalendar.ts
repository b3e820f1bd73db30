/**
 * A small iCalendar (RFC 5545) writer for the worker's calendar feed: only what a subscribed
 * phone calendar needs (VCALENDAR with VEVENTs). Hand-written rather than a dependency because
 * the rules that matter are few and tested here: CRLF line ends, lines folded at 75 octets
 * without cutting a UTF-8 character, TEXT values escaped (\\ ; , and newlines), times in UTC.
 */

export interface CalendarEvent {
  /** Stable across fetches, so the phone updates the event instead of adding another. */
  uid: string;
  /** When the event's information last changed (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  status: 'CONFIRMED' | 'TENTATIVE';
  url?: string | null;
}

export interface CalendarOptions {
  /** PRODID: who made the file. */
  productId: string;
  /** The name a calendar application shows for the subscription. */
  name: string;
  /** How often a subscriber should fetch again (ISO 8601 duration, e.g. PT1H). */
  refreshInterval: string;
}

const CRLF = '\r\n';
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
const MAX_OCTETS = 75;

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, newlines as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // Other control characters have no place in a content line (3.1: only HTAB is allowed).
    .replace(CONTROL_CHARACTERS, '');
}

/** 20260124T093000Z (3.3.5 FORM #2, UTC). */
export function utcDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * Folds a content line (3.1): no line longer than 75 octets; continuation lines start with one
 * space (which counts). Cuts between characters, never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: CalendarEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`STATUS:${event.status}`);
  // A URI value is not TEXT: no escaping (the URL is built from the public origin and an id).
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole file, every line folded and ended with CRLF. */
export function renderCalendar(options: CalendarOptions, events: readonly CalendarEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
    // RFC 7986 and its older non-standard twin: how often subscribers fetch again.
    `REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`,
    `X-PUBLISHED-TTL:${options.refreshInterval}`,
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}${CRLF}`).join('');
}
