import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AdditionOptionsResponse } from '../../../../engine/generated/api/addition-options-response';
import type { BookingAdditionsBody } from '../../../../engine/generated/api/booking-additions-body';
import type { BookingResponse } from '../../../../engine/generated/api/booking-response';
import { formatMoney } from '../../../../engine/money/format-money';
import { pagePath } from '../../../../engine/pages';
import { apiErrorBody, apiErrorStatus } from '../../../shared/api/api-client';
import { useDateWriter } from '../../../shared/dates/use-date-writer';
import { errorLabel, loadErrorLabel, retryHelps } from '../../../shared/error-label';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useBooking } from '../api/get-booking';
import { timeRange, treatmentName } from '../booking-format';
import { useAddAdditions } from './api/add-additions';
import { useAdditionOptions } from './api/get-addition-options';
import { additionChoices, extensionSummary, fitsBasket, newTotal, type AdditionChoice } from './extension-basket';
import '../bookings.css';
import './extend.css';
import { Fact } from '../booking-fact';

/**
 * /bookings/{id}/extend (issue 26 item 1; W§2, W§7 additionOptions and additions; R§9 extra-booking
 * buttons and basket maximum): the worker ticks additions of the region's price list for the
 * booking's treatments, sees the new length, end and total as they tick, and adds them. The server
 * decides whether the booking can be extended at all (403/409 on the options: the page then says
 * why, with no form) and checks the slot again when they confirm.
 */
export function ExtendBookingPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const booking = useBooking(id);
  const options = useAdditionOptions(id);
  const exists = (key: string) => i18n.exists(key);

  let body: ReactNode;
  if (booking.isError || options.isError) {
    const error = booking.error ?? options.error;
    const retry = () => void Promise.all([booking.isError && booking.refetch(), options.isError && options.refetch()]);
    body = retryHelps(error) ? (
      <ErrorState message={loadErrorLabel(error, t, exists)} retryLabel={t('BOOKINGS_RETRY')} onRetry={retry} />
    ) : (
      // A refusal (not this group, started, not confirmed, cancelled, not found): retrying would not help.
      <div className="extend-blocked" role="alert">
        <p className="extend-blocked__why">{refusalLabel(error, t, exists)}</p>
        {apiErrorStatus(error) === 404 ? (
          <Link className="button button--secondary" to={pagePath('bookings')}>
            {t('BOOKING_BACK_TO_LIST')}
          </Link>
        ) : (
          <Link className="button button--secondary" to={pagePath('booking', { id })}>
            {t('BOOKING_EXTEND_BACK')}
          </Link>
        )}
      </div>
    );
  } else if (booking.isPending || options.isPending) {
    body = <LoadingState label={t('BOOKING_EXTEND_LOADING')} />;
  } else {
    body = <ExtendForm booking={booking.data} options={options.data} />;
  }

  return (
    <div className="booking-page extend-page">
      <p className="booking-page__back">
        <Link to={pagePath('booking', { id })}>← {t('BOOKING_EXTEND_BACK')}</Link>
      </p>
      <header className="booking-head">
        <h1>{t('BOOKING_EXTEND_TITLE')}</h1>
        {booking.isSuccess ? <BookingWhen booking={booking.data} /> : null}
      </header>
      {body}
    </div>
  );
}

/** Which booking: the customer, the day and the time range as the detail shows them. */
function BookingWhen({ booking }: { booking: BookingResponse }) {
  const dates = useDateWriter(booking.timeZone);
  return (
    <p className="booking-head__when">
      {booking.customerName ? <strong className="extend-page__customer">{booking.customerName}</strong> : null}
      {booking.customerName ? ' · ' : null}
      {dates.dayDateMonth(booking.startsAt)} · {timeRange(booking.startsAt, booking.endsAt, dates)}
    </p>
  );
}

/**
 * The page's own wording of a refusal where the generic label would not fit extending (a booking
 * that has started "can no longer be extended", a declined card "added nothing"), else the W§8 label.
 */
function refusalLabel(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  const code = apiErrorBody(error)?.error;
  const own = `BOOKING_EXTEND_REFUSED_${code ?? ''}`;
  return code && exists(own) ? t(own) : errorLabel(error, t, exists);
}

/** The most additions one request takes (schemas/api/booking-additions-body.schema.json maxItems). */
const MAX_ADDITIONS = 10;

/** 45 → "45 min", 120 → "2 h", 135 → "2 h 15 min" (in the page's language). */
function duration(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('BOOKING_EXTEND_DURATION_MINUTES', { minutes: rest });
  if (rest === 0) return t('BOOKING_EXTEND_DURATION_HOURS', { hours });
  return t('BOOKING_EXTEND_DURATION_HOURS_MINUTES', { hours, minutes: rest });
}

function ExtendForm({ booking, options }: { booking: BookingResponse; options: AdditionOptionsResponse }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const navigate = useNavigate();
  const dates = useDateWriter(booking.timeZone);
  const add = useAddAdditions(booking.id);
  const hintId = useId();
  const choices = useMemo(() => additionChoices(options), [options]);
  const [chosenKeys, setChosenKeys] = useState<readonly string[]>([]);
  const chosen = choices.filter((choice) => chosenKeys.includes(choice.key));
  const summary = extensionSummary(options, chosen);
  const money = (amount: number) => formatMoney(amount, booking.currencySymbol, i18n.language);
  const changed = (from: string, to: string) => (from === to ? from : t('BOOKING_EXTEND_CHANGE', { from, to }));

  if (choices.length === 0) {
    return (
      <div className="extend-blocked" role="note">
        <p className="extend-blocked__why">{t('BOOKING_EXTEND_NO_OPTIONS')}</p>
        <Link className="button button--secondary" to={pagePath('booking', { id: booking.id })}>
          {t('BOOKING_EXTEND_BACK')}
        </Link>
      </div>
    );
  }

  // Why a box cannot be ticked now (a ticked one can always be unticked), or null.
  const refusalOf = (choice: AdditionChoice): string | null => {
    if (chosenKeys.includes(choice.key)) return null;
    if (!fitsBasket(options, chosen, choice)) return t('BOOKING_EXTEND_OPTION_TOO_LONG', { maximum: duration(options.maximumMinutes, t) });
    if (chosen.length >= MAX_ADDITIONS) return t('BOOKING_EXTEND_OPTION_TOO_MANY', { maximum: MAX_ADDITIONS });
    return null;
  };
  const toggle = (choice: AdditionChoice, ticked: boolean) => {
    add.reset();
    setChosenKeys((keys) => (ticked ? [...keys, choice.key] : keys.filter((key) => key !== choice.key)));
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (chosen.length === 0 || add.isPending) return;
    add.mutate(
      // The schema's tuple type (1 to MAX_ADDITIONS items): the boxes never let more be ticked.
      { additions: chosen.map((choice) => ({ speciality: choice.speciality, id: choice.id })) as BookingAdditionsBody['additions'] },
      { onSuccess: () => void navigate(pagePath('booking', { id: booking.id })) },
    );
  };

  return (
    <form className="booking-layout booking-layout--form" onSubmit={submit} noValidate>
      <div className="booking-layout__main">
        {options.treatments.map((treatment) => (
          <fieldset key={treatment.speciality} className="booking-panel extend-treatment" disabled={add.isPending}>
            <legend className="extend-treatment__name">{treatmentName(treatment.speciality, t, exists)}</legend>
            {treatment.options.length === 0 ? (
              <p className="booking-muted">{t('BOOKING_EXTEND_NO_OPTIONS_FOR_TREATMENT')}</p>
            ) : (
              <ul className="extend-options">
                {choices
                  .filter((choice) => choice.speciality === treatment.speciality)
                  .map((choice) => (
                    <AdditionRow
                      key={choice.key}
                      choice={choice}
                      ticked={chosenKeys.includes(choice.key)}
                      refusal={refusalOf(choice)}
                      onToggle={toggle}
                      money={money}
                    />
                  ))}
              </ul>
            )}
          </fieldset>
        ))}
        <p className="booking-muted">{t('BOOKING_EXTEND_MAXIMUM', { maximum: duration(options.maximumMinutes, t) })}</p>
      </div>

      <div className="booking-layout__side">
        <section className="booking-panel" aria-labelledby="extend-summary">
          <h2 id="extend-summary">{t('BOOKING_EXTEND_SUMMARY')}</h2>
          <dl className="booking-facts extend-summary" aria-live="polite">
            <Fact term={t('BOOKING_EXTEND_LENGTH')}>{changed(duration(options.minutes, t), duration(summary.minutes, t))}</Fact>
            <Fact term={t('BOOKING_EXTEND_ENDS')}>{changed(dates.time(options.endsAt), dates.time(summary.endsAt))}</Fact>
            <Fact term={t('BOOKING_EXTEND_TOTAL')}>{changed(money(booking.price), money(newTotal(booking.price, summary)))}</Fact>
          </dl>
          <p className="booking-muted extend-summary__note">{t('BOOKING_PRICE_NOTE')}</p>
        </section>

        <div className="extend-actions">
          {/* What server/extra-bookings/extend-service.ts does: the booking's card, else the customer's newest valid one. */}
          <p className="extend-actions__payment">
            {summary.customerPays > 0 ? t('BOOKING_EXTEND_PAYMENT', { amount: money(summary.customerPays) }) : t('BOOKING_EXTEND_PAYMENT_NOTE')}
          </p>
          <button type="submit" className="button" disabled={chosen.length === 0 || add.isPending} aria-describedby={chosen.length === 0 ? hintId : undefined}>
            {add.isPending ? t('BOOKING_EXTEND_CONFIRMING') : t('BOOKING_EXTEND_CONFIRM')}
          </button>
          {chosen.length === 0 ? (
            <p id={hintId} className="booking-muted">
              {t('BOOKING_EXTEND_CHOOSE_ONE')}
            </p>
          ) : null}
          {add.isError ? (
            <div className="booking-alert extend-actions__error" role="alert">
              <p>{refusalLabel(add.error, t, exists)}</p>
              {retryHelps(add.error) ? (
                <button type="button" className="button button--secondary" onClick={() => submit()}>
                  {t('BOOKINGS_RETRY')}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </form>
  );
}

function AdditionRow(props: {
  choice: AdditionChoice;
  ticked: boolean;
  refusal: string | null;
  onToggle: (choice: AdditionChoice, ticked: boolean) => void;
  money: (amount: number) => string;
}) {
  const { choice, ticked, refusal, onToggle, money } = props;
  const fits = refusal === null;
  const { t } = useTranslation();
  const id = useId();
  return (
    <li className={fits ? 'extend-option' : 'extend-option extend-option--too-long'}>
      <input
        id={id}
        type="checkbox"
        className="extend-option__box"
        checked={ticked}
        disabled={!fits}
        aria-describedby={`${id}-meta${fits ? '' : ` ${id}-why`}`}
        onChange={(event) => onToggle(choice, event.target.checked)}
      />
      <label htmlFor={id} className="extend-option__name">
        {t(`BOOKING_ADDITION_${choice.id}`, { defaultValue: choice.id })}
      </label>
      <span id={`${id}-meta`} className="extend-option__meta">
        {choice.minutes > 0 ? t('BOOKING_EXTEND_OPTION_MINUTES', { minutes: choice.minutes }) : t('BOOKING_EXTEND_OPTION_NO_TIME')} · {money(choice.earnings)}
      </span>
      {fits ? null : (
        <span id={`${id}-why`} className="extend-option__why">
          {refusal}
        </span>
      )}
    </li>
  );
}
