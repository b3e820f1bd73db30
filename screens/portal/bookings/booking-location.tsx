import { useTranslation } from 'react-i18next';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import { BookingMap } from './booking-map';
import { directionsUrl, mapPlatform, opensInNewTab, parkingUrl } from './map-links';

/**
 * Where the booking is: the address with Directions and Parking buttons that open the phone's
 * maps app, and an embedded map only when the server has a tile server (MAP_TILE_URL). A digital
 * or past booking has no address (the server does not send it): the panel says why.
 */
export function BookingLocation({ booking }: { booking: BookingResponse }) {
  const { t } = useTranslation();
  const { address, lat, lng } = booking;

  if (!address) {
    return (
      <section className="booking-panel booking-location" aria-labelledby="booking-location">
        <h2 id="booking-location">{t('BOOKING_LOCATION')}</h2>
        <p className="booking-muted">{booking.isDigital ? t('BOOKING_DIGITAL_TEXT') : t('BOOKING_ADDRESS_HIDDEN')}</p>
      </section>
    );
  }

  const lines = [address.address1, address.address2, [address.postcode, address.city].filter(Boolean).join(' ')].filter(Boolean);
  const addressBlock = (
    <address className="booking-location__address">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
  const platform = mapPlatform(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const newTab = opensInNewTab(platform) ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  return (
    <section className="booking-panel booking-location" aria-labelledby="booking-location">
      <h2 id="booking-location">{t('BOOKING_LOCATION')}</h2>
      {addressBlock}
      {lat !== null && lng !== null ? (
        <>
          {booking.map.tileUrl ? (
            <BookingMap lat={lat} lng={lng} zoom={booking.map.zoom} tileUrl={booking.map.tileUrl} label={t('BOOKING_MAP_LABEL', { address: lines.join(', ') })} fallback={null} />
          ) : null}
          <div className="booking-location__actions">
            <a className="button" href={directionsUrl(lat, lng, platform)} {...newTab}>
              {t('BOOKING_DIRECTIONS')}
            </a>
            <a className="button button--secondary" href={parkingUrl(lat, lng, platform)} {...newTab}>
              {t('BOOKING_PARKING_BUTTON')}
            </a>
          </div>
        </>
      ) : null}
    </section>
  );
}
