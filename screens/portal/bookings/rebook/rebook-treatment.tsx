import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductsResponse } from '../../../../engine/generated/api/products-response';
import { formatMoney } from '../../../../engine/money/format-money';
import { treatmentName } from '../booking-format';
import { RebookSection } from './rebook-section';

export interface TreatmentProps {
  products: ProductsResponse;
  speciality: string;
  minutes: number;
  additions: readonly string[];
  onTreatment: (speciality: string, minutes: number) => void;
  onAdditions: (additions: string[]) => void;
  error: string | null;
}

/** A treatment among the worker's own priced specialities, one of its lengths, optional additions. */
export function RebookTreatment({ products, speciality, minutes, additions, onTreatment, onAdditions, error }: TreatmentProps) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const id = useId();
  const money = (amount: number) => formatMoney(amount, products.currency.textSymbol, i18n.language);
  const product = products.products.find((p) => p.speciality === speciality);

  return (
    <RebookSection title={t('REBOOK_TREATMENT')} error={error}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-speciality`}>
          {t('REBOOK_TREATMENT_NAME')}
        </label>
        <select
          id={`${id}-speciality`}
          className="field__control"
          value={speciality}
          onChange={(event) => {
            const next = products.products.find((p) => p.speciality === event.target.value);
            if (next?.durations[0]) onTreatment(next.speciality, next.durations[0].minutes);
          }}
        >
          {products.products.map((p) => (
            <option key={p.speciality} value={p.speciality}>
              {treatmentName(p.speciality, t, exists)}
            </option>
          ))}
        </select>
      </div>
      {product ? (
        <>
          <p className="field__label" id={`${id}-length`}>
            {t('REBOOK_LENGTH')}
          </p>
          <div className="rebook-choices" role="radiogroup" aria-labelledby={`${id}-length`}>
            {product.durations.map((d) => (
              <label key={d.minutes} className={`rebook-choice${d.minutes === minutes ? ' rebook-choice--chosen' : ''}`}>
                <input type="radio" name={`${id}-minutes`} checked={d.minutes === minutes} onChange={() => onTreatment(product.speciality, d.minutes)} />
                <span>{t('REBOOK_MINUTES', { minutes: d.minutes })}</span>
                <span className="rebook-choice__aside">{money(d.price)}</span>
              </label>
            ))}
          </div>
          {product.additions.length > 0 ? (
            <>
              <p className="field__label" id={`${id}-additions`}>
                {t('REBOOK_ADDITIONS')}
              </p>
              <div className="rebook-choices" role="group" aria-labelledby={`${id}-additions`}>
                {product.additions.map((a) => {
                  const chosen = additions.includes(a.id);
                  return (
                    <label key={a.id} className={`rebook-choice rebook-choice--addition${chosen ? ' rebook-choice--chosen' : ''}`}>
                      <input
                        type="checkbox"
                        checked={chosen}
                        onChange={() => onAdditions(chosen ? additions.filter((x) => x !== a.id) : [...additions, a.id])}
                      />
                      <span>{treatmentName(`BOOKING_ADDITION_${a.id}`, t, exists)}</span>
                      <span className="rebook-choice__aside">
                        {a.minutes > 0 ? `${t('REBOOK_PLUS_MINUTES', { minutes: a.minutes })} · ` : ''}+{money(a.price)}
                      </span>
                    </label>
                  );
                })}
              </div>
            </>
          ) : null}
        </>
      ) : null}
    </RebookSection>
  );
}
