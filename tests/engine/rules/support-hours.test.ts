import { describe, expect, it } from 'vitest';
import { localMinutes, supportHoursText, supportIsOpen, type SupportOpeningHours } from '../../../engine/rules/support-hours';

// R§9: 08:00 - 22:00 in AT and FR, 8AM - 10PM in the UK, each in the city's own time.
const hours = (timezone: string): SupportOpeningHours => ({ opens: '08:00', closes: '22:00', timezone });
const at = (iso: string) => new Date(iso);

describe('supportIsOpen (R§9 support hours, in the city timezone)', () => {
  it('London in winter (GMT = UTC)', () => {
    const london = hours('Europe/London');
    expect(supportIsOpen(at('2026-01-15T07:59:00Z'), london)).toBe(false);
    expect(supportIsOpen(at('2026-01-15T08:00:00Z'), london)).toBe(true);
    expect(supportIsOpen(at('2026-01-15T21:59:00Z'), london)).toBe(true);
    expect(supportIsOpen(at('2026-01-15T22:00:00Z'), london)).toBe(false);
  });

  it('London in summer (BST = UTC+1)', () => {
    const london = hours('Europe/London');
    expect(supportIsOpen(at('2026-07-15T07:00:00Z'), london)).toBe(true); // 08:00 BST
    expect(supportIsOpen(at('2026-07-15T06:59:00Z'), london)).toBe(false);
    expect(supportIsOpen(at('2026-07-15T21:00:00Z'), london)).toBe(false); // 22:00 BST
  });

  it('Paris and Vienna (CET = UTC+1 in winter, CEST = UTC+2 in summer)', () => {
    for (const tz of ['Europe/Paris', 'Europe/Vienna']) {
      expect(supportIsOpen(at('2026-01-15T07:00:00Z'), hours(tz)), tz).toBe(true); // 08:00 CET
      expect(supportIsOpen(at('2026-01-15T06:59:00Z'), hours(tz)), tz).toBe(false);
      expect(supportIsOpen(at('2026-01-15T21:00:00Z'), hours(tz)), tz).toBe(false); // 22:00 CET
      expect(supportIsOpen(at('2026-07-15T06:00:00Z'), hours(tz)), tz).toBe(true); // 08:00 CEST
      expect(supportIsOpen(at('2026-07-15T20:00:00Z'), hours(tz)), tz).toBe(false); // 22:00 CEST
    }
  });

  it('the same moment is open in London and closed in Paris', () => {
    const moment = at('2026-01-15T21:30:00Z'); // 21:30 London, 22:30 Paris
    expect(supportIsOpen(moment, hours('Europe/London'))).toBe(true);
    expect(supportIsOpen(moment, hours('Europe/Paris'))).toBe(false);
  });

  it('follows the clocks on the days they change (DST)', () => {
    // 29 March 2026: London goes from GMT to BST at 01:00 UTC; Paris from CET to CEST.
    expect(localMinutes(at('2026-03-29T07:30:00Z'), 'Europe/London')).toBe(8 * 60 + 30);
    expect(supportIsOpen(at('2026-03-29T07:00:00Z'), hours('Europe/London'))).toBe(true);
    expect(supportIsOpen(at('2026-03-28T07:00:00Z'), hours('Europe/London'))).toBe(false);
    expect(supportIsOpen(at('2026-03-29T06:00:00Z'), hours('Europe/Paris'))).toBe(true);
    // 25 October 2026: back to winter time.
    expect(supportIsOpen(at('2026-10-25T07:30:00Z'), hours('Europe/London'))).toBe(false);
    expect(supportIsOpen(at('2026-10-25T08:00:00Z'), hours('Europe/London'))).toBe(true);
    expect(supportIsOpen(at('2026-10-25T06:30:00Z'), hours('Europe/Vienna'))).toBe(false);
  });

  it('the city timezone wins over the region fallback', () => {
    expect(supportIsOpen(at('2026-01-15T21:30:00Z'), hours('Europe/London'), 'Europe/Vienna')).toBe(false);
  });

  it('hours past midnight and closed days', () => {
    const night: SupportOpeningHours = { opens: '20:00', closes: '02:00', timezone: 'Europe/London' };
    expect(supportIsOpen(at('2026-01-15T23:00:00Z'), night)).toBe(true);
    expect(supportIsOpen(at('2026-01-15T01:59:00Z'), night)).toBe(true);
    expect(supportIsOpen(at('2026-01-15T12:00:00Z'), night)).toBe(false);
    expect(supportIsOpen(at('2026-01-15T12:00:00Z'), { opens: '00:00', closes: '24:00', timezone: 'UTC' })).toBe(true);
    expect(supportIsOpen(at('2026-01-15T12:00:00Z'), { opens: '09:00', closes: '09:00', timezone: 'UTC' })).toBe(false);
  });
});

describe('supportHoursText: the hours as each language writes them, from the one structured setting (issue 24)', () => {
  // Intl may put a narrow no-break space before "am"; a reader sees a space.
  const text = (opens: string, closes: string, language: 'en_GB' | 'fr_FR' | 'de_AT') => supportHoursText({ opens, closes }, language).replace(/\s/g, ' ');

  it('the UK 12-hour clock, France and Austria the 24-hour clock', () => {
    expect(text('08:00', '22:00', 'en_GB')).toBe('8 am – 10 pm');
    expect(text('08:00', '22:00', 'fr_FR')).toBe('08:00 – 22:00');
    expect(text('08:00', '22:00', 'de_AT')).toBe('08:00–22:00 Uhr');
  });

  it('minutes where there are some, midnight, and hours past midnight', () => {
    expect(text('08:30', '22:00', 'en_GB')).toBe('8:30 am – 10:00 pm');
    expect(text('08:00', '24:00', 'en_GB')).toBe('8 am – midnight');
    expect(text('08:00', '24:00', 'fr_FR')).toBe('08:00 – 24:00');
    expect(text('20:00', '02:00', 'de_AT')).toBe('20:00–02:00 Uhr');
    expect(text('20:00', '02:00', 'en_GB')).toBe('8 pm – 2 am');
  });
});
