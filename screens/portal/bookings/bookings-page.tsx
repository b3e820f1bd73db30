import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../../../engine/generated/api/booking-summary';
import type { BookingsResponse } from '../../../engine/generated/api/bookings-response';
import { daysInReadingOrder } from '../../../engine/rules/bookings';
import { calendarDay } from '../../../engine/time/zoned-time';
import { pagePath } from '../../../engine/pages';
import { errorLabel, retryHelps } from '../../shared/error-label';
import { EmptyState, ErrorState } from '../../ui/status';
import { useBookings } from './api/get-bookings';
import { BookingLabelChip } from './booking-label-chip';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { dayHeading, timeRange, treatmentName } from './booking-format';
import { formatMoney } from '../../../engine/money/format-money';
import { BookingsPopups } from '../popups/bookings-popups';
import { BookingRequestsSection } from './requests/booking-requests-section';
import './bookings.css';

/**
 * /bookings (W§2): the worker's upcoming bookings and the region's history window, under one
 * heading per day of the city's calendar. Each booking is a link to its detail.
 */
export function BookingsPage() {
  const { t, i18n } = useTranslation();
  const bookings = useBookings();

  return (
    <div className="bookings-page">
      <h1>{t('BOOKINGS_TITLE')}</h1>
      {/* W§2: the bookings list's popups (insurance, location, new services, peak hours), one at a time. */}
      <BookingsPopups />
      {/* Issue 26: customers' requests to book, above the bookings, for the workers who take part (R§6 beta list). */}
      <BookingRequestsSection />
      {bookings.isPending ? (
        <BookingsSkeleton label={t('BOOKINGS_LOADING')} />
      ) : bookings.isError ? (
        <ErrorState message={errorLabel(bookings.error, t, (key) => i18n.exists(key))} retryLabel={t('BOOKINGS_RETRY')} onRetry={retryHelps(bookings.error) ? () => void bookings.refetch() : undefined} />
      ) : bookings.data.days.length === 0 ? (
        <EmptyState>
          <p className="bookings-page__empty-title">{t('BOOKINGS_EMPTY_TITLE')}</p>
          <p>{t('BOOKINGS_EMPTY_TEXT', { count: bookings.data.historyDays })}</p>
        </EmptyState>
      ) : (
        <BookingDays response={bookings.data} />
      )}
    </div>
  );
}

/** Upcoming days first (soonest first), then the history window (most recent first): engine/rules/bookings.ts. */
function BookingDays({ response }: { response: BookingsResponse }) {
  const { t } = useTranslation();
  const { upcoming, past } = daysInReadingOrder(response.days, calendarDay(new Date(), response.timeZone));
  return (
    <>
      <section className="bookings-part" aria-labelledby="bookings-upcoming">
        <h2 id="bookings-upcoming" className="bookings-part__heading">
          {t('BOOKINGS_UPCOMING')}
        </h2>
        {upcoming.length === 0 ? <p className="bookings-part__none">{t('BOOKINGS_NONE_UPCOMING')}</p> : <DayList days={upcoming} timeZone={response.timeZone} />}
      </section>
      {past.length > 0 ? (
        <section className="bookings-part" aria-labelledby="bookings-past">
          <h2 id="bookings-past" className="bookings-part__heading">
            {t('BOOKINGS_PAST', { count: response.historyDays })}
          </h2>
          <DayList days={past} timeZone={response.timeZone} />
        </section>
      ) : null}
    </>
  );
}

function DayList({ days, timeZone }: { days: BookingsResponse['days']; timeZone: string }) {
  const { t } = useTranslation();
  const dates = useDateWriter(timeZone);
  return (
    <>
      {days.map(({ day, bookings: list }) => (
        <section key={day} className="bookings-day" aria-labelledby={`day-${day}`}>
          <h3 id={`day-${day}`} className="bookings-day__heading">
            {dayHeading(day, timeZone, dates, {
              today: t('BOOKINGS_TODAY'),
              tomorrow: t('BOOKINGS_TOMORROW'),
              yesterday: t('BOOKINGS_YESTERDAY'),
            })}
          </h3>
          <ul className="bookings-day__list">
            {list.map((booking) => (
              <li key={booking.id}>
                <BookingCard booking={booking} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function BookingCard({ booking, timeZone }: { booking: BookingSummary; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const treatments = booking.treatments.map((name) => treatmentName(name, t, (key) => i18n.exists(key))).join(', ');
  const where = booking.isDigital ? t('BOOKING_DIGITAL') : booking.area;
  const dates = useDateWriter(timeZone);
  return (
    <Link className={`booking-card booking-card--${booking.label}`} to={pagePath('booking', { id: booking.id })}>
      <span className="booking-card__time">{timeRange(booking.startsAt, booking.endsAt, dates)}</span>
      <BookingLabelChip label={booking.label} />
      <span className="booking-card__treatments">{treatments || t('BOOKING_TREATMENT_UNKNOWN')}</span>
      <span className="booking-card__who">{[booking.customerFirstName, where].filter(Boolean).join(' · ')}</span>
      <span className="booking-card__price">{formatMoney(booking.price, booking.currencySymbol, i18n.language)}</span>
    </Link>
  );
}

/** What the list will look like, while it loads; announced once to screen readers. */
function BookingsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="bookings-skeleton">
      <span className="visually-hidden">{label}</span>
      {[0, 1].map((day) => (
        <div key={day} aria-hidden="true">
          <div className="skeleton skeleton--heading" />
          <div className="skeleton skeleton--card" />
          <div className="skeleton skeleton--card" />
        </div>
      ))}
    </div>
  );
}
