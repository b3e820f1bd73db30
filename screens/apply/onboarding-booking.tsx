import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OnboardingSlot } from '../../engine/generated/api/onboarding-slots-response';
import type { VerticalStatusResponse } from '../../engine/generated/api/vertical-status-response';
import { apiErrorBody } from '../shared/api/api-client';
import { useDateWriter } from '../shared/dates/use-date-writer';
import { errorLabel, loadErrorLabel, retryHelps } from '../shared/error-label';
import { PAGES } from '../../engine/pages';
import { getMeQueryOptions } from '../shared/session/get-me';
import { useSessionSettings } from '../shared/session/viewer';
import { EmptyState, ErrorState, LoadingState } from '../ui/status';
import { deleteOnboardingBooking } from './api/delete-onboarding-booking';
import { useInterviewDate } from './api/get-interview-date';
import { useOnboardingSlots } from './api/get-onboarding-slots';
import { postOnboardingBooking } from './api/post-onboarding-booking';
import { groupSlotsByDay, onboardingVerticalKey, sessionDateLabel, slotTimeRange } from './onboarding-slots';

/** The query parameter of the region's booking links (`/almost-there?appointmentType=uk-massage`). */
const APPOINTMENT_TYPE_PARAM = 'appointmentType';
/** A booking link that opens this page's calendar. */
const ALMOST_THERE_LINK = `${PAGES.almostThere}?`;

interface CalendarProps {
  timeZone: string;
  /** Where the times are local to: the city's name. */
  place: string;
  /** Several calendars (massage and facials...): each session says which. */
  showVertical: boolean;
  onBooked: () => Promise<void>;
}

function useRefreshAfterBookingChange() {
  const queryClient = useQueryClient();
  return async () => {
    // The session itself (the application's interview date, `onboardingBookingPending`: the
    // stage) and everything below it (vertical status, interview date) are asked again.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: ['onboarding-slots'] }),
    ]);
  };
}

/** The sessions with a seat left, by day; pick one, then book it. */
function OnboardingCalendar({ timeZone, place, showVertical, onBooked }: CalendarProps) {
  const { t, i18n } = useTranslation();
  const dates = useDateWriter(timeZone);
  const exists = (key: string) => i18n.exists(key);
  const slots = useOnboardingSlots(undefined, true);
  // The built-in calendar stands in for the provider's embed, so the region's embed height bounds
  // its list of sessions (R§9: 800 px); past it the list scrolls and the book button stays in view.
  const height = useSessionSettings()?.calendarEmbedHeight;
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const book = useMutation({
    mutationFn: (slotId: string) => postOnboardingBooking(slotId),
    onSuccess: onBooked,
    onError: (error) => {
      // Someone took the last seat: show what is left.
      if (apiErrorBody(error)?.error === 'SLOT_FULL') {
        setChosen(null);
        void slots.refetch();
      }
    },
  });

  if (slots.isPending) return <LoadingState label={t('ONBOARDING_SLOTS_LOADING')} />;
  if (slots.isError) return <ErrorState message={loadErrorLabel(slots.error, t, exists)} retryLabel={t('RETRY')} onRetry={retryHelps(slots.error) ? () => void slots.refetch() : undefined} />;
  const days = groupSlotsByDay(slots.data.slots, timeZone, dates);
  if (days.length === 0) return <EmptyState>{t('ONBOARDING_SLOTS_EMPTY')}</EmptyState>;
  const chosenSlot: OnboardingSlot | undefined = slots.data.slots.find((slot) => slot.id === chosen);

  return (
    <form
      className="onboarding-calendar"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) book.mutate(chosen);
      }}
    >
      <p className="apply-note">{t('ONBOARDING_SLOTS_TIME_ZONE', { place })}</p>
      <div className="onboarding-calendar__days" style={height ? { maxHeight: `${height}px` } : undefined}>
        {days.map((day) => (
          <fieldset key={day.day} className="onboarding-calendar__day">
            <legend className="onboarding-calendar__day-label">{day.label}</legend>
            <div className="onboarding-calendar__slots">
              {day.slots.map((slot) => (
                <label key={slot.id} className={`onboarding-slot${chosen === slot.id ? ' onboarding-slot--chosen' : ''}`}>
                  <input
                    type="radio"
                    className="onboarding-slot__input"
                    name={name}
                    value={slot.id}
                    checked={chosen === slot.id}
                    onChange={() => setChosen(slot.id)}
                  />
                  <span className="onboarding-slot__time">{slotTimeRange(slot, dates)}</span>
                  {showVertical ? <span className="onboarding-slot__vertical">{exists(onboardingVerticalKey(slot.vertical)) ? t(onboardingVerticalKey(slot.vertical)) : slot.vertical}</span> : null}
                  <span className="onboarding-slot__seats">{t('ONBOARDING_SLOT_SEATS', { count: slot.remaining })}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {book.isError ? (
        <p className="apply-error" role="alert">
          {errorLabel(book.error, t, exists)}
        </p>
      ) : null}
      <div className="onboarding-calendar__confirm">
        <p className="onboarding-calendar__choice" aria-live="polite">
          {chosenSlot ? t('ONBOARDING_SLOT_CHOSEN', { date: sessionDateLabel(chosenSlot.startsAt, dates, t) }) : t('ONBOARDING_SLOT_CHOOSE')}
        </p>
        <button type="submit" className="button button--accent" disabled={!chosen || book.isPending} aria-busy={book.isPending || undefined}>
          {t(book.isPending ? 'ONBOARDING_BOOKING' : 'ONBOARDING_BOOK')}
        </button>
      </div>
    </form>
  );
}

/** The booked session: its date and a way to cancel it (with a confirmation step). */
function BookedSession({ timeZone, onCancelled }: { timeZone: string; onCancelled: () => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const dates = useDateWriter(timeZone);
  const interview = useInterviewDate();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({ mutationFn: deleteOnboardingBooking, onSuccess: onCancelled });

  if (interview.isPending) return <LoadingState label={t('LOADING')} />;
  if (interview.isError) {
    return <ErrorState message={loadErrorLabel(interview.error, t, exists)} retryLabel={t('RETRY')} onRetry={retryHelps(interview.error) ? () => void interview.refetch() : undefined} />;
  }
  const date = interview.data.interviewDate;
  return (
    <div className="onboarding-booked">
      <p className="onboarding-booked__date">
        <span className="onboarding-booked__label">{t('ONBOARDING_BOOKED_LABEL')}</span>
        {date ? <time dateTime={date}>{sessionDateLabel(date, dates, t)}</time> : t('ONBOARDING_BOOKED_NO_DATE')}
      </p>
      {cancel.isError ? (
        <p className="apply-error" role="alert">
          {errorLabel(cancel.error, t, exists)}
        </p>
      ) : null}
      {confirming ? (
        <div className="onboarding-booked__confirm" role="group" aria-label={t('ONBOARDING_CANCEL_CONFIRM')}>
          <p>{t('ONBOARDING_CANCEL_CONFIRM')}</p>
          <div className="apply-actions">
            <button type="button" className="button button--secondary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              {t('ONBOARDING_CANCEL_YES')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('ONBOARDING_CANCEL_NO')}
            </button>
          </div>
        </div>
      ) : date ? (
        <div className="apply-actions">
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t('ONBOARDING_CANCEL')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

export interface OnboardingBookingProps {
  status: VerticalStatusResponse;
  timeZone: string;
  place: string;
}

/**
 * The onboarding session (W§4): the booked one, or the built-in calendar. With the new sign-up
 * flow the onboarding button opens the calendar (its booking link: the general or the
 * limited-onboarding calendar); where the region embeds the calendar, it shows at once.
 */
export function OnboardingBooking({ status, timeZone, place }: OnboardingBookingProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const refresh = useRefreshAfterBookingChange();
  const [opened, setOpened] = useState(false);

  if (status.interviewBooked) return <BookedSession timeZone={timeZone} onCancelled={refresh} />;
  if (!status.bookingOpen) return null;

  const calendarShown = opened || !status.onboardingButton || searchParams.has(APPOINTMENT_TYPE_PARAM);
  const showVertical = status.bookableVerticals.length > 1;
  if (calendarShown) return <OnboardingCalendar timeZone={timeZone} place={place} showVertical={showVertical} onBooked={refresh} />;

  const openCalendar = () => {
    setOpened(true);
    // The region's booking link names the calendar; keep the page, only note which calendar.
    if (status.bookingLink.startsWith(ALMOST_THERE_LINK)) {
      const params = new URLSearchParams(searchParams);
      const linked = new URLSearchParams(status.bookingLink.slice(ALMOST_THERE_LINK.length));
      for (const [key, value] of linked) params.set(key, value);
      void navigate({ search: `?${params.toString()}` }, { replace: true, preventScrollReset: true });
    }
  };
  return (
    <div className="apply-actions">
      <button type="button" className="button button--accent" onClick={openCalendar}>
        {t('ONBOARDING_BUTTON')}
      </button>
    </div>
  );
}
