/**
 * The diary settings of a worker's region (R§9, issue 16), read once here for the three services.
 */
import type { ResolvedRegion } from '../../engine/regions/types';
import type { DemandSettings, DiaryHours } from '../../engine/rules/diary';
import { timeZoneOf } from '../bookings/booking-service';

export function diaryHoursOf(region: ResolvedRegion): DiaryHours {
  const kv = region.keyValues;
  return {
    startHour: kv.availabilityStartHour ?? 8,
    endHour: kv.availabilityEndHour ?? 0,
    slotMinutes: kv.availabilitySlotMinutes ?? 30,
    mergeThresholdSlots: kv.availabilityMergeThresholdSlots ?? 2,
    timeZone: timeZoneOf(region),
  };
}

export function demandSettingsOf(region: ResolvedRegion): DemandSettings {
  const kv = region.keyValues;
  return {
    thresholds: kv.demandThresholds ?? { high: 1.5, medium: 0.75 },
    multipliers: kv.demandMeanMultipliers ?? { high: 1, medium: 1, low: 1 },
  };
}

export function serviceAreasOf(region: ResolvedRegion): { id: string; name: string }[] {
  return region.keyValues.serviceAreas ?? [];
}
