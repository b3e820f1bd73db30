import { useTranslation } from 'react-i18next';
import type { BookingPriceResponse } from '../../../../engine/generated/api/booking-price-response';
import { formatMoney } from '../../../../engine/money/format-money';
import { displayedPrice } from '../../../../engine/rules/bookings';
import { basketLimitRefusal } from '../../../../engine/rules/price-list';
import { treatmentName } from '../booking-format';

export interface SummaryProps {
  price: BookingPriceResponse | undefined;
  /** "Tuesday 3 March · 10:00–11:15" once a start is chosen, else null. */
  when: string | null;
}

/**
 * The basket as the server priced it (POST /api/bookings/price: the region's list and currency; no
 * promotion applies to a booking the worker makes), what the customer is charged and what the worker
 * earns, and the region's basket limits (R§9), checked with the same engine rule as the server.
 */
export function RebookSummary({ price, when }: SummaryProps) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  if (!price) return null;
  const money = (amount: number) => formatMoney(amount, price.currency.textSymbol, i18n.language);
  const refusal = basketLimitRefusal(price.minutes, price.basketLimits);
  return (
    <section className="rebook-summary" aria-labelledby="rebook-summary-title">
      <h2 id="rebook-summary-title" className="rebook-section__title">
        {t('REBOOK_SUMMARY')}
      </h2>
      {when ? <p className="rebook-summary__when">{when}</p> : null}
      <dl className="rebook-lines">
        {price.lines.map((line, i) => (
          <div key={`${line.type}-${line.additionId ?? line.speciality}-${i}`} className="rebook-lines__row">
            <dt>
              {line.type === 'product' ? treatmentName(line.speciality, t, exists) : treatmentName(`BOOKING_ADDITION_${line.additionId}`, t, exists)}
              {line.minutes > 0 ? <span className="rebook-lines__minutes"> · {t('REBOOK_MINUTES', { minutes: line.minutes })}</span> : null}
            </dt>
            <dd>{money(line.total)}</dd>
          </div>
        ))}
        {price.discount > 0 ? (
          <div className="rebook-lines__row">
            <dt>{t('REBOOK_DISCOUNT')}</dt>
            <dd>−{money(price.discount)}</dd>
          </div>
        ) : null}
        <div className="rebook-lines__row rebook-lines__row--total">
          <dt>{t('REBOOK_TOTAL', { minutes: price.minutes })}</dt>
          <dd>{money(price.total)}</dd>
        </div>
        <div className="rebook-lines__row">
          <dt>{t('REBOOK_YOU_EARN')}</dt>
          <dd>{money(displayedPrice(price))}</dd>
        </div>
      </dl>
      <p className={refusal ? 'rebook-note rebook-note--warning' : 'rebook-note'} role={refusal ? 'alert' : undefined}>
        {refusal ? `${t(`ERROR_LABEL_${refusal}`)} ` : ''}
        {t('REBOOK_LIMITS', { minimum: price.basketLimits.minimumMinutes, maximum: price.basketLimits.maximumMinutes })}
      </p>
    </section>
  );
}
