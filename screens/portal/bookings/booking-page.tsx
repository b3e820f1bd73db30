import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingNote } from '../../../engine/generated/api/booking-note';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import { pagePath } from '../../../engine/pages';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { errorLabel, retryHelps } from '../../shared/error-label';
import { ErrorState, LoadingState } from '../../ui/status';
import { useBooking } from './api/get-booking';
import { useConfirmBooking } from './api/confirm-booking';
import { BookingLabelChip } from './booking-label-chip';
import { BookingLocation } from './booking-location';
import { BookingNoteForm } from './booking-note-form';
import { timeRange, treatmentName } from './booking-format';
import { formatMoney } from '../../../engine/money/format-money';
import { EmergencyCall } from './emergency-call';
import './bookings.css';
import { Fact } from './booking-fact';

/**
 * /bookings/{id} (W§2 booking detail): every field the server sends (it leaves out what the
 * worker may not see now: the address of a past or digital booking, phones outside the call
 * window), Confirm for an unconfirmed upcoming booking, the rating and the note form once past,
 * the customer's note history before the visit.
 */
export function BookingPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const booking = useBooking(id);

  return (
    <div className="booking-page">
      <p className="booking-page__back">
        <Link to={pagePath('bookings')}>← {t('BOOKING_BACK_TO_LIST')}</Link>
      </p>
      {booking.isPending ? (
        <>
          <h1>{t('BOOKING_TITLE')}</h1>
          <LoadingState label={t('BOOKING_LOADING')} />
        </>
      ) : booking.isError ? (
        <>
          <h1>{t('BOOKING_TITLE')}</h1>
          <ErrorState message={errorLabel(booking.error, t, (key) => i18n.exists(key))} retryLabel={t('BOOKINGS_RETRY')} onRetry={retryHelps(booking.error) ? () => void booking.refetch() : undefined} />
        </>
      ) : (
        <BookingDetail booking={booking.data} />
      )}
    </div>
  );
}

function BookingDetail({ booking }: { booking: BookingResponse }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const exists = (key: string) => i18n.exists(key);
  const tz = booking.timeZone;
  const dates = useDateWriter(tz);
  const treatments = booking.items
    .filter((item) => item.type !== 'tip' && item.specialityName && !item.isCancelled)
    .map((item) => treatmentName(item.specialityName!, t, exists));

  return (
    <>
      <header className="booking-head">
        <h1>{booking.customerName ?? t('BOOKING_TITLE')}</h1>
        <BookingLabelChip label={booking.label} />
        <p className="booking-head__when">
          {dates.dayDateMonth(booking.startsAt)} · {timeRange(booking.startsAt, booking.endsAt, dates)}
        </p>
        <p className="booking-head__reference">
          {t('BOOKING_REFERENCE')} <strong>{booking.reference}</strong>
        </p>
      </header>

      {booking.isCancelled ? (
        <p className="booking-alert" role="alert">
          {t('ERROR_LABEL_BOOKING_IS_CANCELLED')}
        </p>
      ) : null}
      {/* W§4: a past booking reads as completed; one never confirmed says what happens to it. */}
      {booking.isPast && !booking.isConfirmed && !booking.isCancelled ? (
        <p className="booking-note-info" role="note">
          {t('BOOKING_PAST_UNCONFIRMED_NOTE')}
        </p>
      ) : null}
      {booking.canConfirm ? <ConfirmPanel id={booking.id} /> : null}
      {booking.canExtend || booking.canRebook ? <ExtraBookingLinks booking={booking} /> : null}

      <div className="booking-layout">
        <div className="booking-layout__main">
          <section className="booking-panel" aria-labelledby="booking-details">
            <h2 id="booking-details">{t('BOOKING_DETAILS')}</h2>
            <dl className="booking-facts">
              <Fact term={t('BOOKING_TREATMENTS')}>{treatments.join(', ') || t('BOOKING_TREATMENT_UNKNOWN')}</Fact>
              {booking.type ? <Fact term={t('BOOKING_TYPE')}>{t(`BOOKING_TYPE_${booking.type.toUpperCase().replace(/-/g, '_')}`, { defaultValue: booking.type })}</Fact> : null}
              <Fact term={t('BOOKING_CUSTOMER_COMMENTS')}>{booking.userComments || t('BOOKING_NONE')}</Fact>
              {!booking.isDigital ? <Fact term={t('BOOKING_FLOOR')}>{floorText(booking.stairs, (key, options) => t(key, options ?? {}))}</Fact> : null}
              {!booking.isDigital ? (
                <Fact term={t('BOOKING_PETS')}>
                  {[booking.cats ? t('BOOKING_CATS') : null, booking.dogs ? t('BOOKING_DOGS') : null].filter(Boolean).join(', ') || t('BOOKING_NO_PETS')}
                </Fact>
              ) : null}
              {!booking.isDigital ? <Fact term={t('BOOKING_PARKING')}>{booking.parking || t('BOOKING_NONE')}</Fact> : null}
            </dl>
          </section>

          {booking.otherHeroes.length > 0 ? (
            <section className="booking-panel" aria-labelledby="booking-team">
              <h2 id="booking-team">{t('BOOKING_OTHER_HEROES')}</h2>
              {!booking.contactReachable && !booking.isPast && !booking.isCancelled ? (
                <p className="booking-muted">{t('BOOKING_CONTACT_FROM', { time: `${dates.dayDateMonth(booking.contactReachableFrom)} ${dates.time(booking.contactReachableFrom)}` })}</p>
              ) : null}
              <ul className="booking-team">
                {booking.otherHeroes.map((hero) => (
                  <li key={`${hero.name}-${hero.startsAt ?? ''}`}>
                    <span className="booking-team__name">{hero.name}</span>
                    {hero.startsAt ? <span>{t('BOOKING_STARTS_AT', { time: dates.time(hero.startsAt) })}</span> : null}
                    {hero.mobile ? (
                      <a href={`tel:${hero.mobile.replace(/[^+\d]/g, '')}`} className="booking-team__phone">
                        {hero.mobile}
                      </a>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section className="booking-panel" aria-labelledby="booking-items">
            <h2 id="booking-items">{t('BOOKING_ITEMS')}</h2>
            <ul className="booking-items">
              {booking.items.map((item, index) => (
                <li key={index} className={item.isCancelled ? 'booking-items__row booking-items__row--cancelled' : 'booking-items__row'}>
                  <span className="booking-items__what">
                    <span className="booking-items__type">{t(`BOOKING_ITEM_${item.type.toUpperCase()}`)}</span>
                    {item.specialityName ? <span>{treatmentName(item.specialityName, t, exists)}</span> : null}
                    {item.durationName ? <span className="booking-muted">{item.durationName}</span> : null}
                    {item.isCancelled ? (
                      <span className="booking-items__cancelled">
                        {t('BOOKING_ITEM_CANCELLED', {
                          total: formatMoney(item.cancellationTotal ?? 0, booking.currencySymbol, locale),
                          fee: formatMoney(item.cancellationFee ?? 0, booking.currencySymbol, locale),
                        })}
                      </span>
                    ) : null}
                  </span>
                  <span className="booking-items__price">{formatMoney(item.price, booking.currencySymbol, locale)}</span>
                </li>
              ))}
              {booking.changeFees !== null ? (
                <li className="booking-items__row booking-items__row--included">
                  <span className="booking-items__what">{t('BOOKING_CHANGE_FEES')}</span>
                  <span className="booking-items__price">{formatMoney(booking.changeFees, booking.currencySymbol, locale)}</span>
                </li>
              ) : null}
              <li className="booking-items__row booking-items__row--total">
                <span className="booking-items__what">{t('BOOKING_TOTAL')}</span>
                <span className="booking-items__price">{formatMoney(booking.price, booking.currencySymbol, locale)}</span>
              </li>
            </ul>
            <p className="booking-muted">{t('BOOKING_PRICE_NOTE')}</p>
          </section>

          {booking.isPast && !booking.isCancelled ? <RatingPanel booking={booking} /> : null}
          {booking.canWriteNote || booking.notes.length > 0 ? (
            <section className="booking-panel" aria-labelledby="booking-notes">
              <h2 id="booking-notes">{t('BOOKING_NOTES')}</h2>
              {booking.canWriteNote ? <BookingNoteForm bookingId={booking.id} /> : null}
              <NoteList notes={booking.notes} empty={t('BOOKING_NOTES_EMPTY')} timeZone={tz} />
            </section>
          ) : null}
          {!booking.isPast && !booking.isCancelled ? (
            <section className="booking-panel" aria-labelledby="booking-history">
              <h2 id="booking-history">{t('BOOKING_NOTE_HISTORY')}</h2>
              <NoteList notes={booking.noteHistory} empty={t('BOOKING_NOTE_HISTORY_EMPTY')} timeZone={tz} showWriter />
            </section>
          ) : null}
        </div>
        <aside className="booking-layout__side">
          <BookingLocation booking={booking} />
          {!booking.isPast && !booking.isCancelled && !booking.isDigital ? <EmergencyCall /> : null}
        </aside>
      </div>
    </>
  );
}

/** W§3 stairs: ground, 1, 2, 3, 4, 5+. */
function floorText(stairs: string | null, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!stairs) return t('BOOKING_NONE');
  if (stairs === 'ground') return t('BOOKING_FLOOR_GROUND');
  if (stairs === '5+') return t('BOOKING_FLOOR_5_PLUS');
  return t('BOOKING_FLOOR_N', { floor: stairs });
}

function ConfirmPanel({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const confirm = useConfirmBooking(id);
  return (
    <div className="booking-confirm">
      <p>{t('BOOKING_CONFIRM_TEXT')}</p>
      <button type="button" className="button" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? t('BOOKING_CONFIRMING') : t('BOOKING_CONFIRM')}
      </button>
      {confirm.isError ? (
        <p className="booking-alert" role="alert">
          {errorLabel(confirm.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
    </div>
  );
}

/** Issue 26 (R§9 extra-booking buttons): shown exactly where the server says the region enables them. */
function ExtraBookingLinks({ booking }: { booking: BookingResponse }) {
  const { t } = useTranslation();
  return (
    <nav className="booking-extra" aria-label={t('BOOKING_EXTRA_ACTIONS')}>
      {booking.canExtend ? (
        <Link className="button button--secondary" to={pagePath('bookingExtend', { id: booking.id })}>
          {t('BOOKING_EXTEND')}
        </Link>
      ) : null}
      {booking.canRebook ? (
        <Link className="button button--secondary" to={pagePath('bookingRebook', { id: booking.id })}>
          {t('BOOKING_REBOOK')}
        </Link>
      ) : null}
    </nav>
  );
}

function RatingPanel({ booking }: { booking: BookingResponse }) {
  const { t } = useTranslation();
  return (
    <section className="booking-panel" aria-labelledby="booking-rating">
      <h2 id="booking-rating">{t('BOOKING_RATING')}</h2>
      {booking.rating === null ? (
        <p className="booking-muted">{t('BOOKING_RATING_NONE')}</p>
      ) : (
        <>
          <p className="booking-stars" aria-label={t('BOOKING_RATING_OUT_OF', { rating: booking.rating })}>
            <span aria-hidden="true">
              {[1, 2, 3, 4, 5].map((star) => (
                <span key={star} className={star <= booking.rating! ? 'booking-stars__star booking-stars__star--on' : 'booking-stars__star'}>
                  ★
                </span>
              ))}
            </span>
            <span className="booking-stars__value">{t('BOOKING_RATING_OUT_OF', { rating: booking.rating })}</span>
          </p>
          {booking.ratingComments ? <blockquote className="booking-quote">{booking.ratingComments}</blockquote> : null}
        </>
      )}
    </section>
  );
}

function NoteList({ notes, empty, timeZone, showWriter = false }: { notes: BookingNote[]; empty: string; timeZone: string; showWriter?: boolean }) {
  const { t } = useTranslation();
  const dates = useDateWriter(timeZone);
  if (notes.length === 0) return <p className="booking-muted">{empty}</p>;
  return (
    <ul className="booking-notes">
      {notes.map((note) => (
        <li key={note.id} className="booking-notes__note">
          <p className="booking-notes__meta">
            {dates.date(note.createdAt)}
            {showWriter && note.noteWorkerName ? ` · ${note.noteWorkerName}` : null}
            {note.report ? <span className="booking-notes__report">{t(reportStateKey(note))}</span> : null}
          </p>
          <p className="booking-notes__body">{note.heroNote}</p>
        </li>
      ))}
    </ul>
  );
}

function reportStateKey(note: BookingNote): string {
  if (note.reportStatus === 'awaiting-acceptance') return 'BOOKING_REPORT_AWAITING';
  if (note.reportStatus === 'accepted') return 'BOOKING_REPORT_ACCEPTED';
  if (note.reportStatus === 'declined') return 'BOOKING_REPORT_DECLINED';
  return 'BOOKING_REPORT';
}

