import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingResponse } from '../../../../engine/generated/api/booking-response';
import { pagePath } from '../../../../engine/pages';
import { apiErrorBody } from '../../../shared/api/api-client';
import { useDateWriter } from '../../../shared/dates/use-date-writer';
import { errorLabel, loadErrorLabel, retryHelps } from '../../../shared/error-label';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useBooking } from '../api/get-booking';
import { timeRange } from '../booking-format';
import { useCheckLocation } from './api/check-location';
import { useCreateBooking } from './api/create-booking';
import { useAvailableSlots } from './api/get-available-slots';
import { useBookableDates } from './api/get-bookable-dates';
import { useBookingPrice } from './api/get-booking-price';
import { useCustomerCards } from './api/get-customer-cards';
import { useProducts } from './api/get-products';
import { fieldMessage } from './field-message';
import { basketOf, createBodyOf, EMPTY_CHOICE, fieldErrorsOf, startingTreatment, type RebookChoice, type RebookField } from './rebook-choice';
import { RebookCard } from './rebook-card';
import { RebookPlace } from './rebook-place';
import { RebookSummary } from './rebook-summary';
import { RebookTreatment } from './rebook-treatment';
import { RebookWhen } from './rebook-when';
import '../bookings.css';
import './rebook.css';

/**
 * /bookings/{id}/rebook (issue 26, W§2): book the customer of one of the worker's bookings again,
 * on one screen: where, which treatment, which day and free start, the price, the customer's saved
 * card. The new booking is unconfirmed; the page then opens it. Shown from a booking whose
 * "Book again" button the region enables (canRebook); anywhere else it says why.
 */
export function RebookPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const booking = useBooking(id);
  const back = (
    <p className="booking-page__back">
      <Link to={pagePath('booking', { id })}>← {t('REBOOK_BACK')}</Link>
    </p>
  );

  if (booking.isPending || booking.isError) {
    return (
      <div className="booking-page rebook-page">
        {back}
        <h1>{t('REBOOK_TITLE_PLAIN')}</h1>
        {booking.isPending ? (
          <LoadingState label={t('BOOKING_LOADING')} />
        ) : (
          <ErrorState message={loadErrorLabel(booking.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(booking.error) ? () => void booking.refetch() : undefined} />
        )}
      </div>
    );
  }
  const data = booking.data;
  return (
    <div className="booking-page rebook-page">
      {back}
      <h1>{data.customerName ? t('REBOOK_TITLE', { name: data.customerName }) : t('REBOOK_TITLE_PLAIN')}</h1>
      {data.canRebook ? (
        <RebookForm booking={data} />
      ) : (
        <p className="booking-alert" role="alert">
          {t(data.customerId === null ? 'ERROR_LABEL_BOOKING_HAS_NO_CUSTOMER' : 'ERROR_LABEL_EXTRA_BOOKING_NOT_ENABLED')}
        </p>
      )}
    </div>
  );
}

/** Minutes between two instants. */
const minutesBetween = (from: string, to: string) => Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000);

function RebookForm({ booking }: { booking: BookingResponse }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const navigate = useNavigate();
  const [choice, setChoice] = useState<RebookChoice>(EMPTY_CHOICE);
  const [checkedArea, setCheckedArea] = useState<{ postcode: string; area: string | null; reason: string | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const change = (patch: Partial<RebookChoice>) => {
    setChoice((current) => ({ ...current, ...patch }));
    create.reset();
  };

  const dates = useBookableDates();
  const cards = useCustomerCards(booking.customerId);
  const sameProducts = useProducts({ fromBookingId: booking.id });
  const otherArea = choice.place === 'other' && checkedArea?.area && !checkedArea.reason ? checkedArea.area : null;
  const areaProducts = useProducts(otherArea ? { serviceArea: otherArea } : null);
  const check = useCheckLocation();
  const create = useCreateBooking();
  const writer = useDateWriter(dates.data?.timeZone ?? booking.timeZone);

  // The booking has no postcode on file, or its place is none of the worker's areas now: only another address can be booked.
  const noPostcode = apiErrorBody(sameProducts.error)?.details?.some((d) => d.code === 'POSTCODE_REQUIRED') ?? false;
  const sameUnavailable = noPostcode || sameProducts.data?.covered === false;
  const place = sameUnavailable ? 'other' : choice.place;
  const products = (place === 'other' ? areaProducts.data : undefined) ?? (sameUnavailable ? undefined : sameProducts.data);

  // What the worker has not chosen yet starts from the booking: its treatment and length, the first day, a valid card.
  const booked = booking.items.find((item) => item.type === 'product' && !item.isCancelled);
  const start = products ? startingTreatment(products.products, { speciality: booked?.specialityName ?? null, minutes: minutesBetween(booking.startsAt, booking.endsAt) }) : null;
  const offered = products?.products.some((p) => p.speciality === choice.speciality && p.durations.some((d) => d.minutes === choice.minutes));
  const treatment = offered ? { speciality: choice.speciality!, minutes: choice.minutes! } : start;
  const additions = offered ? choice.additions : [];
  const day = choice.day && dates.data?.dates.includes(choice.day) ? choice.day : (dates.data?.dates[0] ?? null);
  const cardId = choice.cardId ?? cards.data?.cards.find((c) => !c.expired)?.id ?? null;
  const effective: RebookChoice = { ...choice, place, speciality: treatment?.speciality ?? null, minutes: treatment?.minutes ?? null, additions, day, cardId };
  const items = basketOf(effective);

  const slots = useAvailableSlots(items && day ? { date: day, items } : null);
  const price = useBookingPrice(items ? { items } : null);
  const slot = slots.data?.date === day ? slots.data.slots.find((s) => s.startsAt === choice.startsAt) : undefined;
  const body = createBodyOf(booking.id, { ...effective, startsAt: slot?.startsAt ?? null });

  const refusal = apiErrorBody(create.error);
  const fields = fieldErrorsOf(refusal?.details);
  const onField = (field: RebookField) => (fields[field] ? fieldMessage(fields[field], t, exists) : null);
  // A refusal that names no field of the page shows above the button; a taken start or a declined card say what to do.
  const generalError = create.isError && Object.keys(fields).length === 0 && refusal?.error !== 'SLOT_TAKEN' ? errorLabel(create.error, t, exists) : null;
  const postcodeError = onField('postcode') ?? (checkedArea?.reason && checkedArea.postcode === choice.postcode.trim() ? fieldMessage(checkedArea.reason, t, exists) : null);

  const checkPostcode = () => {
    const postcode = choice.postcode.trim();
    if (!postcode || checkedArea?.postcode === postcode) return;
    check.mutate(postcode, { onSuccess: (result) => setCheckedArea({ postcode, area: result.serviceArea, reason: result.valid ? null : result.reason }) });
  };

  const submit = () => {
    if (!body) return;
    setNotice(null);
    create.mutate(body, {
      onSuccess: (made) => void navigate(pagePath('booking', { id: made.id })),
      onError: (error) => {
        const code = apiErrorBody(error)?.error;
        if (code === 'SLOT_TAKEN') {
          // Someone (another tab, a request accepted meanwhile) took the start: show what is left.
          setChoice((current) => ({ ...current, startsAt: null }));
          setNotice(t('REBOOK_START_JUST_TAKEN'));
          void slots.refetch();
        }
      },
    });
  };

  const loadError = [dates, cards, noPostcode ? null : sameProducts].find((q) => q?.isError);
  if (loadError) return <ErrorState message={loadErrorLabel(loadError.error, t, exists)} retryLabel={t('RETRY')} onRetry={retryHelps(loadError.error) ? () => void loadError.refetch() : undefined} />;
  if (!dates.data || !cards.data || (sameProducts.isPending && !noPostcode)) return <LoadingState label={t('REBOOK_LOADING')} />;

  const missing = !slot ? 'REBOOK_MISSING_START' : !cardId ? 'REBOOK_MISSING_CARD' : !body ? 'REBOOK_MISSING_ADDRESS' : null;
  return (
    <form
      className="rebook-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="rebook-form__main">
        <RebookPlace
          mode={place}
          onMode={(mode) => change({ place: mode })}
          sameUnavailable={noPostcode ? t('REBOOK_PLACE_SAME_UNKNOWN') : sameUnavailable ? t('REBOOK_PLACE_SAME_NOT_COVERED') : null}
          sameError={place === 'same' ? onField('postcode') : null}
          postcode={choice.postcode}
          address1={choice.address1}
          address2={choice.address2}
          onChange={(field, value) => change({ [field]: value })}
          onPostcodeDone={checkPostcode}
          postcodeError={postcodeError}
          address1Error={onField('address1')}
          checking={check.isPending}
        />
        {products && treatment ? (
          <RebookTreatment
            products={products}
            speciality={treatment.speciality}
            minutes={treatment.minutes}
            additions={additions}
            onTreatment={(speciality, minutes) => change({ speciality, minutes, additions: speciality === treatment.speciality ? additions : [] })}
            onAdditions={(next) => change({ speciality: treatment.speciality, minutes: treatment.minutes, additions: next })}
            error={onField('items')}
          />
        ) : products ? (
          <p className="rebook-note rebook-note--warning">{t('REBOOK_NO_TREATMENT')}</p>
        ) : (
          <p className="rebook-note">{t('REBOOK_POSTCODE_FIRST')}</p>
        )}
        {day && items ? (
          <RebookWhen
            days={dates.data.dates}
            day={day}
            dates={writer}
            onDay={(next) => {
              setNotice(null);
              change({ day: next, startsAt: null });
            }}
            slots={slots}
            startsAt={slot?.startsAt ?? null}
            onStart={(startsAt) => {
              setNotice(null);
              change({ startsAt });
            }}
            notice={notice}
            error={onField('startsAt')}
          />
        ) : null}
        <RebookCard cards={cards.data.cards} cardId={cardId} onCard={(next) => change({ cardId: next })} error={onField('cardId')} />
      </div>
      <div className="rebook-form__side">
        <RebookSummary price={items ? price.data : undefined} when={slot ? `${writer.dayDateMonth(slot.startsAt)} · ${timeRange(slot.startsAt, slot.endsAt, writer)}` : null} />
        {generalError ? (
          <p className="booking-alert" role="alert">
            {generalError}
            {refusal?.error === 'PAYMENT_DECLINED' ? ` ${t('REBOOK_CHOOSE_ANOTHER_CARD')}` : ''}
          </p>
        ) : null}
        {missing ? <p className="rebook-note">{t(missing)}</p> : <p className="rebook-note">{t('REBOOK_UNCONFIRMED_NOTE')}</p>}
        <button type="submit" className="button button--accent button--block" disabled={!body || create.isPending} aria-busy={create.isPending || undefined}>
          {t(create.isPending ? 'REBOOK_BOOKING' : 'REBOOK_BOOK')}
        </button>
      </div>
    </form>
  );
}
