import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingRequest } from '../../../../engine/generated/api/booking-request';
import { formatMoney } from '../../../../engine/money/format-money';
import { useDateWriter } from '../../../shared/dates/use-date-writer';
import { timeRange, treatmentName } from '../booking-format';
import { countdownText } from './countdown';

interface RequestCardProps {
  request: BookingRequest;
  /** Seconds left before it expires, on the server's clock (0: expired). */
  seconds: number;
  busy: boolean;
  accepting: boolean;
  declining: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/**
 * One request: who, when, what, where and for how much, the countdown, Accept and Decline (asked
 * again in place: a declined request cannot be taken back). Once the countdown reaches zero the
 * card says so and its buttons go; the next answer of the list leaves it out.
 */
export function RequestCard({ request, seconds, busy, accepting, declining, onAccept, onDecline }: RequestCardProps) {
  const { t, i18n } = useTranslation();
  const dates = useDateWriter();
  const [confirmDecline, setConfirmDecline] = useState(false);
  const { key: countdownKey, ...countdownValues } = countdownText(seconds);
  const expired = countdownKey === 'BOOKING_REQUEST_EXPIRED';
  const titleId = `booking-request-${request.id}`;
  const name = (key: string) => treatmentName(key, t, (k) => i18n.exists(k));
  const day = dates.dayDateMonth(request.startsAt);

  return (
    <article className={`booking-request${expired ? ' booking-request--expired' : ''}`} aria-labelledby={titleId}>
      <div className="booking-request__head">
        <h3 id={titleId} className="booking-request__who">
          {request.customerName}
        </h3>
        <p className="booking-request__countdown">{t(countdownKey, countdownValues)}</p>
      </div>
      <p className="booking-request__when">
        {day.charAt(0).toLocaleUpperCase() + day.slice(1)} · {timeRange(request.startsAt, request.endsAt, dates)}
      </p>
      <ul className="booking-request__items">
        {request.items.map((item, index) => (
          <li key={index}>
            {[`${name(item.speciality)} · ${t('BOOKING_REQUEST_MINUTES', { minutes: item.minutes })}`, ...item.additions.map((id) => name(`BOOKING_ADDITION_${id}`))].join(' + ')}
          </li>
        ))}
      </ul>
      <div className="booking-request__foot">
        <span className="booking-request__where">{[request.postcode, request.city].filter(Boolean).join(' ')}</span>
        <span className="booking-request__total">{formatMoney(request.total, request.currency.textSymbol, i18n.language)}</span>
      </div>
      {expired ? (
        <p className="booking-request__expired">{t('BOOKING_REQUEST_EXPIRED_TEXT')}</p>
      ) : confirmDecline ? (
        <div className="booking-request__actions" role="group" aria-label={t('BOOKING_REQUEST_DECLINE_QUESTION', { name: request.customerName })}>
          <p className="booking-request__question">{t('BOOKING_REQUEST_DECLINE_QUESTION', { name: request.customerName })}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onDecline}>
            {declining ? t('BOOKING_REQUEST_DECLINING') : t('BOOKING_REQUEST_DECLINE_CONFIRM')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => setConfirmDecline(false)}>
            {t('BOOKING_REQUEST_DECLINE_KEEP')}
          </button>
        </div>
      ) : (
        <div className="booking-request__actions">
          <button type="button" className="button" disabled={busy} onClick={onAccept}>
            {accepting ? t('BOOKING_REQUEST_ACCEPTING') : t('BOOKING_REQUEST_ACCEPT')}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirmDecline(true)}>
            {t('BOOKING_REQUEST_DECLINE')}
          </button>
        </div>
      )}
    </article>
  );
}
