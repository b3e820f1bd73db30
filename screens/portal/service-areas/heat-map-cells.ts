import type { DiaryDemandResponse } from '../../../engine/generated/api/diary-demand-response';

export type HeatLevel = DiaryDemandResponse['slots'][number]['level'];

const RANK: Record<HeatLevel, number> = { none: 0, low: 1, medium: 2, high: 3 };

export interface HeatMapGrid {
  /** The days of the demand answer, in order (YYYY-MM-DD). */
  days: string[];
  /** The hours the slots start in, in order (minute of the day of each hour: 420 = 07:00). */
  hours: number[];
  /** level[day][hour]: the busiest slot of that hour. */
  levels: HeatLevel[][];
}

/**
 * The demand heat map's grid: the slots of GET /api/diary/demand folded into hours (an hour is as
 * busy as its busiest slot), so a week fits a phone's width and reads at a glance.
 */
export function heatMapGrid(slots: DiaryDemandResponse['slots']): HeatMapGrid {
  const days = [...new Set(slots.map((slot) => slot.day))];
  const hours = [...new Set(slots.map((slot) => Math.floor(slot.startMinute / 60) * 60))];
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const hourIndex = new Map(hours.map((hour, index) => [hour, index]));
  const levels: HeatLevel[][] = days.map(() => hours.map(() => 'none'));
  for (const slot of slots) {
    const row = levels[dayIndex.get(slot.day)!]!;
    const column = hourIndex.get(Math.floor(slot.startMinute / 60) * 60)!;
    if (RANK[slot.level] > RANK[row[column]!]) row[column] = slot.level;
  }
  return { days, hours, levels };
}
