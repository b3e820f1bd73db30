import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvailableSlotsResponse } from '../../../../engine/generated/api/available-slots-response';
import type { DateWriter } from '../../../../engine/time/date-format';
import { loadErrorLabel, retryHelps } from '../../../shared/error-label';
import { ErrorState, LoadingState } from '../../../ui/status';
import { RebookSection } from './rebook-section';

export interface WhenProps {
  days: readonly string[];
  day: string;
  dates: DateWriter;
  onDay: (day: string) => void;
  slots: { data: AvailableSlotsResponse | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  startsAt: string | null;
  onStart: (startsAt: string) => void;
  /** A notice above the starts (one was just taken), or null. */
  notice: string | null;
  error: string | null;
}

/**
 * A bookable day (GET /api/dates, in the person's language and the region's format) and the free
 * starts of that day for the basket (the worker's availability minus their bookings, in the
 * region's hours and slots: engine/rules/free-slots.ts on the server). An empty day says so and
 * offers the next one.
 */
export function RebookWhen({ days, day, dates, onDay, slots, startsAt, onStart, notice, error }: WhenProps) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const id = useId();
  // The bookable days start today (GET /api/dates); short names keep the choice whole on a phone.
  const dayLabel = (d: string, i: number) => {
    const name = dates.day.compactDayDateMonth(d);
    return i === 0 ? `${t('BOOKINGS_TODAY')} · ${name}` : i === 1 ? `${t('BOOKINGS_TOMORROW')} · ${name}` : name;
  };
  const next = days[days.indexOf(day) + 1];
  const list = slots.data?.date === day ? slots.data.slots : null;

  return (
    <RebookSection title={t('REBOOK_WHEN')} error={error}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-day`}>
          {t('REBOOK_DAY')}
        </label>
        <select id={`${id}-day`} className="field__control" value={day} onChange={(event) => onDay(event.target.value)}>
          {days.map((d, i) => (
            <option key={d} value={d}>
              {dayLabel(d, i)}
            </option>
          ))}
        </select>
      </div>
      <p className="field__label" id={`${id}-starts`}>
        {t('REBOOK_START')}
      </p>
      {notice ? (
        <p className="rebook-note rebook-note--warning" role="alert">
          {notice}
        </p>
      ) : null}
      {slots.isError ? (
        <ErrorState message={loadErrorLabel(slots.error, t, exists)} retryLabel={t('RETRY')} onRetry={retryHelps(slots.error) ? () => void slots.refetch() : undefined} />
      ) : list === null ? (
        <LoadingState label={t('REBOOK_STARTS_LOADING')} />
      ) : list.length === 0 ? (
        <div className="rebook-empty">
          <p>{t('REBOOK_NO_START', { day: dates.day.dayDateMonth(day) })}</p>
          {next ? (
            <button type="button" className="button button--secondary" onClick={() => onDay(next)}>
              {t('REBOOK_NEXT_DAY')}
            </button>
          ) : null}
        </div>
      ) : (
        <div className="rebook-choices rebook-choices--times" role="radiogroup" aria-labelledby={`${id}-starts`} aria-busy={slots.isPending || undefined}>
          {list.map((slot) => (
            <label key={slot.startsAt} className={`rebook-choice rebook-choice--time${slot.startsAt === startsAt ? ' rebook-choice--chosen' : ''}`}>
              <input type="radio" name={`${id}-start`} checked={slot.startsAt === startsAt} onChange={() => onStart(slot.startsAt)} />
              <span>{dates.time(slot.startsAt)}</span>
            </label>
          ))}
        </div>
      )}
    </RebookSection>
  );
}
