import { Trans, useTranslation } from 'react-i18next';
import { emergencyNumberOf } from '../../../engine/rules/phone-numbers';
import { useSessionSettings } from '../../shared/session/viewer';

/**
 * The region's emergency number (R§9 `emergencyNumber`) on an upcoming visit: the practitioner is
 * alone at a stranger's address, and may be in another country's network of numbers. Nothing
 * where the region gives none (Austria's "0").
 */
export function EmergencyCall() {
  const { t } = useTranslation();
  const settings = useSessionSettings();
  const number = settings ? emergencyNumberOf(settings) : null;
  if (!number) return null;
  return (
    <section className="booking-panel booking-emergency" aria-labelledby="booking-emergency">
      <h2 id="booking-emergency">{t('BOOKING_EMERGENCY_TITLE')}</h2>
      <p className="booking-muted">
        <Trans i18nKey="BOOKING_EMERGENCY_TEXT" values={{ number: number.shown }} components={{ phone: <a href={number.href} className="booking-emergency__number" /> }} />
      </p>
    </section>
  );
}
