import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerOffersResponse } from '../../../engine/generated/api/partner-offers-response';
import './offer-card.css';

type Offer = PartnerOffersResponse['offers'][number];
type CopyState = 'idle' | 'copied' | 'failed';

/**
 * One partner offer: image, title, description, its discount code with a Copy button, the partner's link. Shared by
 * the workers' perks (W§2) and the students' (R§2); the list around it is `<ul className="perks-grid">`.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const code = offer.discountCode;
  return (
    <li className="perk-card" data-testid="perk-offer">
      <img className="perk-card__image" src={offer.image} alt="" width={640} height={400} />
      <div className="perk-card__body">
        <h3 className="perk-card__title">{offer.title}</h3>
        <p className="perk-card__description">{offer.description}</p>
        {code ? (
          <div className="perk-card__code">
            <span className="perk-card__code-label">{t('PERKS_DISCOUNT_CODE')}</span>
            <code className="perk-card__code-value">{code}</code>
            <button
              type="button"
              className="button button--secondary perk-card__copy"
              aria-label={t('PERKS_COPY_CODE_LABEL', { code })}
              onClick={() => {
                navigator.clipboard.writeText(code).then(
                  () => setCopy('copied'),
                  () => setCopy('failed'),
                );
              }}
            >
              {t('PERKS_COPY')}
            </button>
          </div>
        ) : null}
        <p className={copy === 'failed' ? 'field__error' : 'perk-card__status'} role="status">
          {copy === 'copied' ? t('PERKS_CODE_COPIED') : copy === 'failed' ? t('PERKS_CODE_COPY_FAILED') : ''}
        </p>
        {offer.url ? (
          <a className="perk-card__link" href={offer.url} target="_blank" rel="noopener noreferrer">
            {t('PERKS_VISIT_PARTNER')}
          </a>
        ) : null}
      </div>
    </li>
  );
}
