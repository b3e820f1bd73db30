/**
 * The week grid of the diary: slots down, days across. A worker marks or clears slots by tapping
 * or dragging (pointer events: the first cell decides whether the drag marks or clears), or with
 * the keyboard (arrow keys move, space or enter toggles; a roving tabindex keeps one cell in the
 * tab order). Demand is a colour and a symbol (●● high, ● medium) and is spelled out in each
 * cell's label, never colour alone.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemandLevel, DiaryHours } from '../../../engine/rules/diary';
import { slotStartMinute } from '../../../engine/rules/diary';
import { useDateWriter } from '../../shared/dates/use-date-writer';

export interface DiaryGridProps {
  /** The days shown (all seven, or the one picked on a phone), as indexes into the week. */
  shownDays: number[];
  dayLabels: string[];
  hours: DiaryHours;
  marked: boolean[][];
  booked: boolean[][];
  demand: DemandLevel[][];
  past: boolean[][];
  /** The region's demand colours (R§9); absent until the demand answer arrives. */
  colours: { high: string; medium: string } | undefined;
  editable: boolean;
  onSet: (day: number, slot: number, value: boolean) => void;
  /** The keyboard left the shown days (on a phone): show this day instead. */
  onDayRequest: (day: number) => void;
}

export function DiaryGrid({ shownDays, dayLabels, hours, marked, booked, demand, past, colours, editable, onSet, onDayRequest }: DiaryGridProps) {
  const { t } = useTranslation();
  // Slot times in the region's time format (R§9 dateFormatTime).
  const timeLabel = useDateWriter().minuteOfDay;
  const slots = marked[0]?.length ?? 0;
  const [focus, setFocus] = useState<{ day: number; slot: number }>({ day: shownDays[0] ?? 0, slot: 0 });
  const drag = useRef<boolean | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  // Keep the focused cell on a shown day (the day picker changed it).
  useEffect(() => {
    if (!shownDays.includes(focus.day)) setFocus((f) => ({ ...f, day: shownDays[0] ?? 0 }));
  }, [shownDays, focus.day]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${focus.day}-${focus.slot}"]`)?.focus();
  }, [focus]);

  useEffect(() => {
    const end = () => {
      drag.current = null;
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, []);

  const settable = useCallback((day: number, slot: number) => editable && !past[day]?.[slot], [editable, past]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>, day: number, slot: number) => {
    if (!settable(day, slot) || event.button !== 0) return;
    // Let the next cells see the pointer (a touch captures it on the first cell).
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    drag.current = !marked[day]![slot];
    onSet(day, slot, drag.current);
    setFocus({ day, slot });
  };

  const onPointerEnter = (day: number, slot: number) => {
    if (drag.current === null || !settable(day, slot)) return;
    onSet(day, slot, drag.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, day: number, slot: number) => {
    const position = shownDays.indexOf(day);
    let next: { day: number; slot: number } | null = null;
    if (event.key === 'ArrowDown') next = { day, slot: Math.min(slots - 1, slot + 1) };
    else if (event.key === 'ArrowUp') next = { day, slot: Math.max(0, slot - 1) };
    else if (event.key === 'ArrowRight') {
      if (position < shownDays.length - 1) next = { day: shownDays[position + 1]!, slot };
      else if (day < 6) {
        onDayRequest(day + 1);
        next = { day: day + 1, slot };
      }
    } else if (event.key === 'ArrowLeft') {
      if (position > 0) next = { day: shownDays[position - 1]!, slot };
      else if (day > 0) {
        onDayRequest(day - 1);
        next = { day: day - 1, slot };
      }
    } else if (event.key === 'Home') next = { day, slot: 0 };
    else if (event.key === 'End') next = { day, slot: slots - 1 };
    else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (settable(day, slot)) onSet(day, slot, !marked[day]![slot]);
      return;
    }
    if (next) {
      event.preventDefault();
      moveFocus.current = true;
      setFocus(next);
    }
  };

  const demandLabel = (level: DemandLevel) => (level === 'high' ? t('DIARY_DEMAND_HIGH') : level === 'medium' ? t('DIARY_DEMAND_MEDIUM') : null);

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={t('DIARY_GRID_LABEL')}
      aria-readonly={!editable}
      className="diary-grid"
      style={{ gridTemplateColumns: `4rem repeat(${shownDays.length}, minmax(3.5rem, 1fr))`, ...(colours ? { ['--demand-high' as string]: colours.high, ['--demand-medium' as string]: colours.medium } : {}) }}
      onPointerLeave={() => {
        drag.current = null;
      }}
    >
      <div role="row" className="diary-grid__row">
        <div role="columnheader" className="diary-grid__corner">
          <span className="visually-hidden">{t('DIARY_TIME')}</span>
        </div>
        {shownDays.map((day) => (
          <div role="columnheader" key={day} className="diary-grid__day">
            {dayLabels[day]}
          </div>
        ))}
      </div>
      {Array.from({ length: slots }, (_, slot) => {
        const start = slotStartMinute(hours, slot);
        const range = `${timeLabel(start)}–${timeLabel(start + hours.slotMinutes)}`;
        return (
          <div role="row" key={slot} className="diary-grid__row">
            <div role="rowheader" className={`diary-grid__time${start % 60 === 0 ? ' diary-grid__time--hour' : ''}`}>
              {start % 60 === 0 ? timeLabel(start) : <span className="visually-hidden">{timeLabel(start)}</span>}
            </div>
            {shownDays.map((day) => {
              const on = marked[day]![slot]!;
              const isBooked = booked[day]![slot]!;
              const level = demand[day]?.[slot] ?? 'none';
              const isPast = past[day]![slot]!;
              const firstBooked = isBooked && (slot === 0 || !booked[day]![slot - 1]);
              const parts = [`${dayLabels[day]}, ${range}`, on ? t('DIARY_AVAILABLE') : t('DIARY_NOT_AVAILABLE')];
              if (isBooked) parts.push(t('DIARY_BOOKED'));
              const demandText = demandLabel(level);
              if (demandText) parts.push(demandText);
              if (isPast) parts.push(t('DIARY_PAST'));
              const classes = ['diary-cell', `diary-cell--${level}`];
              if (on) classes.push('diary-cell--on');
              if (isBooked) classes.push('diary-cell--booked');
              if (isPast) classes.push('diary-cell--past');
              if (start % 60 === 0) classes.push('diary-cell--hour');
              return (
                <div
                  key={day}
                  role="gridcell"
                  data-cell={`${day}-${slot}`}
                  className={classes.join(' ')}
                  aria-selected={on}
                  aria-disabled={!settable(day, slot) || undefined}
                  aria-label={parts.join(', ')}
                  tabIndex={focus.day === day && focus.slot === slot ? 0 : -1}
                  onPointerDown={(e) => onPointerDown(e, day, slot)}
                  onPointerEnter={() => onPointerEnter(day, slot)}
                  onKeyDown={(e) => onKeyDown(e, day, slot)}
                  onFocus={() => setFocus({ day, slot })}
                >
                  <span aria-hidden="true" className="diary-cell__mark">
                    {on ? '✓' : ''}
                  </span>
                  {firstBooked ? (
                    <span aria-hidden="true" className="diary-cell__booking">
                      {t('DIARY_BOOKED')}
                    </span>
                  ) : null}
                  {level === 'high' || level === 'medium' ? (
                    <span aria-hidden="true" className="diary-cell__demand">
                      {level === 'high' ? '●●' : '●'}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
