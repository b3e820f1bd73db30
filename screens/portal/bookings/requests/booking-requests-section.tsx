import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingRequest } from '../../../../engine/generated/api/booking-request';
import { pagePath } from '../../../../engine/pages';
import { apiErrorStatus } from '../../../shared/api/api-client';
import { errorLabel, loadErrorLabel, retryHelps } from '../../../shared/error-label';
import { ErrorState } from '../../../ui/status';
import { useAcceptBookingRequest, useDeclineBookingRequest } from './api/answer-booking-request';
import { useBookingRequests } from './api/get-booking-requests';
import { serverTimed, secondsLeft } from './countdown';
import { RequestCard } from './request-card';
import { useRequestsToBookOffered } from './use-requests-offered';
import './requests.css';

/** What the last answer did, shown above the cards: the card itself leaves the list once answered. */
type Notice =
  | { kind: 'accepted'; name: string; bookingId: string }
  | { kind: 'declined'; name: string }
  | { kind: 'failed'; name: string; message: string };

/**
 * Request to book (issue 26; R§6 beta list, R§9 switch and expiry): the customers' pending requests at
 * the top of the bookings list, each with a live countdown to its expiry, Accept and Decline. Nothing
 * shows, and nothing is asked of the server, for a worker who does not take part.
 */
export function BookingRequestsSection() {
  const offered = useRequestsToBookOffered();
  return offered ? <OfferedRequests /> : null;
}

function OfferedRequests() {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const requests = useBookingRequests(true);
  const accept = useAcceptBookingRequest();
  const decline = useDeclineBookingRequest();
  const [notice, setNotice] = useState<Notice | null>(null);

  const list = useMemo(() => requests.data?.requests ?? [], [requests.data]);
  const now = useTick(list.length > 0);
  const timed = useMemo(() => new Map(list.map((request) => [request.id, serverTimed(request, requests.dataUpdatedAt)])), [list, requests.dataUpdatedAt]);

  const failed = (request: BookingRequest) => (error: unknown) => setNotice({ kind: 'failed', name: request.customerName, message: errorLabel(error, t, exists) });
  const onAccept = (request: BookingRequest) => {
    setNotice(null);
    accept.mutate(request.id, { onSuccess: (booking) => setNotice({ kind: 'accepted', name: request.customerName, bookingId: booking.id }), onError: failed(request) });
  };
  const onDecline = (request: BookingRequest) => {
    setNotice(null);
    decline.mutate(request.id, { onSuccess: () => setNotice({ kind: 'declined', name: request.customerName }), onError: failed(request) });
  };

  // A refusal of the whole area (the region switched it off meanwhile) shows nothing, like the switch off.
  if (requests.isError && apiErrorStatus(requests.error) === 403) return null;
  if (list.length === 0 && !notice && !requests.isError) return null;

  return (
    <section className="booking-requests" aria-labelledby="booking-requests-title">
      <h2 id="booking-requests-title" className="booking-requests__title">
        {t('BOOKING_REQUESTS_TITLE')}
      </h2>
      {notice ? <NoticeLine notice={notice} /> : null}
      {requests.isError ? (
        <ErrorState message={loadErrorLabel(requests.error, t, exists)} retryLabel={t('BOOKINGS_RETRY')} onRetry={retryHelps(requests.error) ? () => void requests.refetch() : undefined} />
      ) : null}
      {list.length > 0 ? (
        <>
          <p className="booking-requests__intro">{t('BOOKING_REQUESTS_INTRO')}</p>
          <ul className="booking-requests__list">
            {list.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  seconds={secondsLeft(timed.get(request.id)!, now)}
                  busy={(accept.isPending && accept.variables === request.id) || (decline.isPending && decline.variables === request.id)}
                  accepting={accept.isPending && accept.variables === request.id}
                  declining={decline.isPending && decline.variables === request.id}
                  onAccept={() => onAccept(request)}
                  onDecline={() => onDecline(request)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function NoticeLine({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  if (notice.kind === 'failed') {
    return (
      <p className="booking-requests__notice booking-requests__notice--failed" role="alert">
        {t('BOOKING_REQUEST_FAILED', { name: notice.name, message: notice.message })}
      </p>
    );
  }
  return (
    <p className="booking-requests__notice" role="status">
      {notice.kind === 'accepted' ? (
        <>
          {t('BOOKING_REQUEST_ACCEPTED', { name: notice.name })}{' '}
          <Link to={pagePath('booking', { id: notice.bookingId })}>{t('BOOKING_REQUEST_SEE_BOOKING')}</Link>
        </>
      ) : (
        t('BOOKING_REQUEST_DECLINED', { name: notice.name })
      )}
    </p>
  );
}

/** The phone's time, moving every second while `running`: one timer for every card's countdown. */
function useTick(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}
