/**
 * The diary settings of a worker's region (R§9, issue 16), read once here for the three services.
 * Every one is in regions/defaults.json, so a resolved region always has them: no fallback here.
 */
import type { ResolvedRegion } from '../../engine/regions/types';
import type { DemandSettings, DiaryHours } from '../../engine/rules/diary';
import { dayBounds, demandDays } from '../../engine/rules/diary';
import { cityTimeZone } from '../../engine/regions/city-time-zone';
import type { DemandWindow } from './demand-query';

export function diaryHoursOf(region: ResolvedRegion): DiaryHours {
  const kv = region.keyValues;
  return {
    startHour: kv.availabilityStartHour,
    endHour: kv.availabilityEndHour,
    slotMinutes: kv.availabilitySlotMinutes,
    mergeThresholdSlots: kv.availabilityMergeThresholdSlots,
    timeZone: cityTimeZone(region),
  };
}

export function demandSettingsOf(region: ResolvedRegion): DemandSettings {
  const kv = region.keyValues;
  return {
    thresholds: kv.demandThresholds,
    multipliers: kv.demandMeanMultipliers,
  };
}

export function serviceAreasOf(region: ResolvedRegion): { id: string; name: string }[] {
  return region.keyValues.serviceAreas;
}

/**
 * The bookings the demand figures count (R§9): the city's, over the region's `demandHistoryWeeks` of whole local
 * days before today (engine/rules/diary.ts `demandDays`).
 */
export function demandWindow(region: ResolvedRegion, cityId: string, now: Date): DemandWindow {
  const hours = diaryHoursOf(region);
  const { first, last } = dayBounds(hours);
  return {
    cityId,
    timeZone: hours.timeZone,
    ...demandDays(now, hours.timeZone, region.keyValues.demandHistoryWeeks),
    firstMinute: first,
    lastMinute: last,
    slotMinutes: hours.slotMinutes,
  };
}
