import { useTranslation } from 'react-i18next';
import type { BookingLabel } from '../../../engine/rules/bookings';

/** The W§4 label of a booking, as a coloured chip. */
export function BookingLabelChip({ label }: { label: BookingLabel }) {
  const { t } = useTranslation();
  return <span className={`booking-label booking-label--${label}`}>{t(`BOOKING_LABEL_${label.toUpperCase()}`)}</span>;
}
