import { useMemo } from 'react';
import { dateFormatsOf, dateWriter, type DateWriter } from '../../../engine/time/date-format';
import { bcp47ForLanguage } from '../../../engine/rules/language';
import { useSessionSettings } from '../session/viewer';
import { usePageLanguage } from '../i18n/use-page-language';
import { useCityTimeZone } from './use-city-time-zone';

/**
 * Every date a screen shows to a practitioner: in the formats of their region (R§9
 * `dateFormatDayDateMonth`, `dateFormatTime`, `dateFormatDate`, from GET /api/config), with day
 * and month names in the page's language, on the clock of `timeZone` (default: their city's).
 * Until the region is known, the spec's formats, which every region starts from.
 */
export function useDateWriter(timeZone?: string | null): DateWriter {
  const settings = useSessionSettings();
  const cityZone = useCityTimeZone();
  const language = usePageLanguage();
  const zone = timeZone || cityZone;
  const { dayDateMonth, time, date } = dateFormatsOf(settings);
  return useMemo(() => dateWriter({ dayDateMonth, time, date }, bcp47ForLanguage(language), zone), [dayDateMonth, time, date, language, zone]);
}
