/**
 * /diary (issue 16, W§7 `GET /diary/availabilities`, `PUT /availability`, `GET /diary/demand`,
 * R§9): the worker's week from the region's start hour to its end hour in slots, their bookings
 * drawn in it, demand per slot, and the available time they mark. Saving merges runs of slots
 * closer than the region's merge threshold. Beyond the seeds: copy last week, and apply this
 * week as a template to the coming weeks.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AvailabilitiesResponse } from '../../../engine/generated/api/availabilities-response';
import { addDays, intervalsFromSlots, slotsFromIntervals, weekDays } from '../../../engine/rules/diary';
import { calendarDay } from '../../../engine/time/zoned-time';
import { useCityTimeZone } from '../../shared/dates/use-city-time-zone';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { errorLabel, loadErrorLabel, retryHelps } from '../../shared/error-label';
import { useMe } from '../../shared/session/get-me';
import { ErrorState, LoadingState } from '../../ui/status';
import { getAvailabilitiesQueryOptions, putAvailability, useAvailabilities, useSaveAvailability } from './api/availabilities';
import { useDemand } from './api/demand';
import { DIARY_WEEK_PARAM, diaryWeekOf } from './diary-week';
import { DiaryGrid } from './diary-grid';
import { DiaryLegend } from './diary-legend';
import { useWide } from './use-wide';
import { bookedOf, demandOf, markedOf, pastOf, shiftWeeks, updateOf } from './week-marks';
import './diary-page.css';

const TEMPLATE_WEEKS = [1, 2, 4, 8] as const;

function Week({ weekStart, week, now }: { weekStart: string; week: AvailabilitiesResponse; now: Date }) {
  const { t, i18n } = useTranslation();
  const dates = useDateWriter(week.hours.timeZone);
  const queryClient = useQueryClient();
  const demand = useDemand(weekStart);
  const save = useSaveAvailability();
  const wide = useWide();
  const hours = week.hours;
  const days = weekDays(weekStart);
  const [marked, setMarked] = useState(() => markedOf(week, weekStart));
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [templateWeeks, setTemplateWeeks] = useState<number>(4);
  const [busy, setBusy] = useState(false);
  const today = calendarDay(now, hours.timeZone);
  const [pickedDay, setPickedDay] = useState(() => Math.max(0, days.indexOf(today)));
  const booked = useMemo(() => bookedOf(week, weekStart), [week, weekStart]);
  const past = useMemo(() => pastOf(hours, weekStart, now), [hours, weekStart, now]);
  const levels = useMemo(() => demandOf(demand.data, hours, weekStart), [demand.data, hours, weekStart]);
  const colours = demand.data?.colours;
  const editable = week.editable;
  const shownDays = wide ? [0, 1, 2, 3, 4, 5, 6] : [pickedDay];
  const errorText = (reason: unknown) => errorLabel(reason, t, (key) => i18n.exists(key));

  const set = (day: number, slot: number, value: boolean) => {
    setMarked((current) => {
      if (current[day]![slot] === value) return current;
      const next = current.map((row) => [...row]);
      next[day]![slot] = value;
      return next;
    });
    setDirty(true);
    setStatus(null);
  };

  const onSave = () => {
    setError(null);
    save.mutate(updateOf(marked, hours, weekStart, now), {
      onSuccess: (saved) => {
        // Show the week as saved: the merged runs.
        setMarked(markedOf(saved, weekStart));
        setDirty(false);
        setStatus(t('DIARY_SAVED'));
      },
      onError: (reason) => setError(errorText(reason)),
    });
  };

  const onCopyLastWeek = async () => {
    setError(null);
    try {
      const last = await queryClient.fetchQuery(getAvailabilitiesQueryOptions(addDays(weekStart, -7)));
      const copied = slotsFromIntervals(days, shiftWeeks(last.intervals, 1), hours);
      // Past slots keep what they were: the past is not edited.
      setMarked((current) => current.map((row, d) => row.map((on, s) => (past[d]![s] ? on : copied[d]![s]!))));
      setDirty(true);
      setStatus(t('DIARY_COPIED'));
    } catch (reason) {
      setError(errorText(reason));
    }
  };

  const onApplyTemplate = async () => {
    setError(null);
    setBusy(true);
    try {
      const template = intervalsFromSlots(days, marked, hours);
      for (let k = 1; k <= templateWeeks; k++) {
        const target = addDays(weekStart, 7 * k);
        const slots = slotsFromIntervals(weekDays(target), shiftWeeks(template, k), hours);
        const saved = await putAvailability(updateOf(slots, hours, target, now));
        queryClient.setQueryData(getAvailabilitiesQueryOptions(target).queryKey, saved);
      }
      setStatus(t('DIARY_TEMPLATE_APPLIED', { count: templateWeeks }));
    } catch (reason) {
      setError(errorText(reason));
    } finally {
      setBusy(false);
    }
  };

  // The region's day format (R§9 dateFormatDayDateMonth), abbreviated for the seven columns.
  const shortLabels = days.map((day) => dates.day.compactDayDateMonth(day));
  const longLabels = days.map((day) => dates.day.dayDateMonth(day));

  return (
    <>
      {!wide ? (
        <div className="diary-days" role="group" aria-label={t('DIARY_DAY_PICKER')}>
          {days.map((day, index) => (
            <button
              key={day}
              type="button"
              className="diary-days__day"
              aria-pressed={index === pickedDay}
              aria-label={longLabels[index]}
              onClick={() => setPickedDay(index)}
            >
              {shortLabels[index]}
            </button>
          ))}
        </div>
      ) : null}
      <DiaryLegend colours={colours} demandLoading={demand.isPending} demandFailed={demand.isError} />
      {!editable ? <p className="diary-note">{t('DIARY_READ_ONLY')}</p> : null}
      <div className="diary-grid-scroll">
        <DiaryGrid
          shownDays={shownDays}
          dayLabels={wide ? shortLabels : longLabels}
          hours={hours}
          marked={marked}
          booked={booked}
          demand={levels}
          past={past}
          colours={colours}
          editable={editable}
          onSet={set}
          onDayRequest={setPickedDay}
        />
      </div>
      <p className="diary-note">{t('DIARY_MERGE_NOTE', { count: hours.mergeThresholdSlots, minutes: hours.slotMinutes })}</p>
      {editable ? (
        <div className="diary-actions">
          <button type="button" className="button" onClick={onSave} disabled={save.isPending || busy}>
            {save.isPending ? t('DIARY_SAVING') : t('DIARY_SAVE')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => void onCopyLastWeek()} disabled={save.isPending || busy}>
            {t('DIARY_COPY_LAST_WEEK')}
          </button>
          <div className="diary-template">
            <label htmlFor="diary-template-weeks">{t('DIARY_TEMPLATE_LABEL')}</label>
            <select id="diary-template-weeks" value={templateWeeks} onChange={(e) => setTemplateWeeks(Number(e.target.value))}>
              {TEMPLATE_WEEKS.map((n) => (
                <option key={n} value={n}>
                  {t('DIARY_TEMPLATE_WEEKS', { count: n })}
                </option>
              ))}
            </select>
            <button type="button" className="button button--secondary" onClick={() => void onApplyTemplate()} disabled={save.isPending || busy || dirty}>
              {t('DIARY_TEMPLATE_APPLY')}
            </button>
          </div>
        </div>
      ) : null}
      {dirty ? <p className="diary-note">{t('DIARY_UNSAVED')}</p> : null}
      <p role="status" className="diary-status">
        {status}
      </p>
      {error ? (
        <p role="alert" className="diary-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

function WeekLoader({ weekStart, now }: { weekStart: string; now: Date }) {
  const { t, i18n } = useTranslation();
  const week = useAvailabilities(weekStart);
  if (week.isPending) return <LoadingState label={t('DIARY_LOADING')} />;
  if (week.isError) return <ErrorState message={loadErrorLabel(week.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(week.error) ? () => void week.refetch() : undefined} />;
  return <Week key={weekStart} weekStart={weekStart} week={week.data} now={now} />;
}

export function DiaryPage() {
  const { t } = useTranslation();
  const dates = useDateWriter();
  const me = useMe();
  const timeZone = useCityTimeZone();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const { thisWeek, weekStart } = diaryWeekOf(params, timeZone, now);
  const go = (start: string) => setParams(start === thisWeek ? {} : { [DIARY_WEEK_PARAM]: start }, { replace: true });
  const range = `${dates.day.compactDayDateMonth(weekStart)} – ${dates.day.compactDayDateMonth(addDays(weekStart, 6))}`;

  return (
    <div className="diary-page">
      <h1>{t('DIARY_TITLE')}</h1>
      <p className="diary-page__intro">{t('DIARY_INTRO')}</p>
      <nav className="diary-week-nav" aria-label={t('DIARY_WEEK_NAV')}>
        <button type="button" className="button button--secondary" onClick={() => go(addDays(weekStart, -7))}>
          <span aria-hidden="true">‹ </span>
          {t('DIARY_PREVIOUS_WEEK')}
        </button>
        <p className="diary-week-nav__range" aria-live="polite">
          {range}
        </p>
        <button type="button" className="button button--secondary" onClick={() => go(addDays(weekStart, 7))}>
          {t('DIARY_NEXT_WEEK')}
          <span aria-hidden="true"> ›</span>
        </button>
        {weekStart !== thisWeek ? (
          <button type="button" className="button button--secondary" onClick={() => go(thisWeek)}>
            {t('DIARY_THIS_WEEK')}
          </button>
        ) : null}
      </nav>
      {me.isPending ? <LoadingState label={t('DIARY_LOADING')} /> : <WeekLoader weekStart={weekStart} now={now} />}
    </div>
  );
}
