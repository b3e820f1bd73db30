import { useMemo } from 'react';
import { dateFormatsOf, dateWriter, type DateWriter } from '../../../engine/time/date-format';
import { bcp47ForLanguage } from '../../../engine/rules/language';
import { useMe } from '../session/get-me';
import { useSessionSettings } from '../session/viewer';
import { usePageLanguage } from '../use-page-language';

/** Where the person's city is unknown, the UK clock (the portal's first market) is better than UTC. */
const FALLBACK_TIME_ZONE = 'Europe/London';

/**
 * Every date a screen shows to a practitioner: in the formats of their region (R§9
 * `dateFormatDayDateMonth`, `dateFormatTime`, `dateFormatDate`, from GET /api/config), with day
 * and month names in the page's language, on the clock of `timeZone` (default: their city's).
 * Until the region is known, the spec's formats, which every region starts from.
 */
export function useDateWriter(timeZone?: string | null): DateWriter {
  const settings = useSessionSettings();
  const cityTimeZone = useMe().data?.city?.timezone;
  const language = usePageLanguage();
  const zone = timeZone || cityTimeZone || FALLBACK_TIME_ZONE;
  const { dayDateMonth, time, date } = dateFormatsOf(settings);
  return useMemo(() => dateWriter({ dayDateMonth, time, date }, bcp47ForLanguage(language), zone), [dayDateMonth, time, date, language, zone]);
}
