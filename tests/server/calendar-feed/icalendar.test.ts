import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, renderCalendar, utcDateTime } from '../../../server/calendar-feed/icalendar';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('bell\u0007 tab\tok')).toBe('bell tab\tok');
  });

  it('writes times in UTC basic format', () => {
    expect(utcDateTime(new Date('2026-11-24T09:05:03.123Z'))).toBe('20261124T090503Z');
  });

  it('folds lines at 75 octets with a leading space, never inside a UTF-8 character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}ß€😀`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const [index, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
    }
    // Unfolding gives the line back, character for character.
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
    const exactly75 = `X:${'a'.repeat(73)}`;
    expect(foldLine(exactly75)).toBe(exactly75);
    expect(foldLine(`${exactly75}b`)).toBe(`${exactly75}\r\n b`);
  });

  it('renders a calendar with CRLF line ends and the event fields', () => {
    const text = renderCalendar({ productId: '-//Test//EN', name: 'Bookings, mine', refreshInterval: 'PT1H' }, [
      {
        uid: 'booking-1@portal.example',
        stamp: new Date('2026-11-20T10:00:00Z'),
        start: new Date('2026-11-25T09:00:00Z'),
        end: new Date('2026-11-25T10:30:00Z'),
        summary: 'Swedish massage; Deep tissue – Sarah',
        location: '1 High St, London',
        status: 'TENTATIVE',
        url: 'https://portal.example/bookings/1',
      },
    ]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:Bookings\\, mine');
    expect(lines).toContain('UID:booking-1@portal.example');
    expect(lines).toContain('DTSTAMP:20261120T100000Z');
    expect(lines).toContain('DTSTART:20261125T090000Z');
    expect(lines).toContain('DTEND:20261125T103000Z');
    expect(lines).toContain('SUMMARY:Swedish massage\\; Deep tissue – Sarah');
    expect(lines).toContain('LOCATION:1 High St\\, London');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain('URL:https://portal.example/bookings/1');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('leaves LOCATION out when there is none', () => {
    const text = renderCalendar({ productId: '-//Test//EN', name: 'B', refreshInterval: 'PT1H' }, [
      { uid: 'u', stamp: new Date(0), start: new Date(0), end: new Date(0), summary: 's', location: null, status: 'CONFIRMED' },
    ]);
    expect(text).not.toContain('LOCATION');
    expect(text).toContain('STATUS:CONFIRMED');
  });
});
