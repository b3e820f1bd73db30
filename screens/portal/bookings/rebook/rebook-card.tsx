import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerCardsResponse } from '../../../../engine/generated/api/customer-cards-response';
import { cardExpiry } from './rebook-choice';
import { RebookSection } from './rebook-section';

/** Card brands are names, the same in every language. */
const BRANDS: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', maestro: 'Maestro' };

export interface CardProps {
  cards: CustomerCardsResponse['cards'];
  cardId: string | null;
  onCard: (cardId: string) => void;
  error: string | null;
}

/**
 * The customer's saved cards (brand, last four digits, expiry: the API never sends more). An
 * expired card is shown, so the worker knows why it is not offered, but cannot be chosen.
 */
export function RebookCard({ cards, cardId, onCard, error }: CardProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <RebookSection title={t('REBOOK_CARD')} error={error}>
      {cards.length === 0 ? (
        <p className="rebook-note rebook-note--warning">{t('REBOOK_NO_CARD')}</p>
      ) : (
        <div className="rebook-choices rebook-choices--stacked">
          {cards.map((card) => (
            <label key={card.id} className={`rebook-choice${card.id === cardId ? ' rebook-choice--chosen' : ''}${card.expired ? ' rebook-choice--disabled' : ''}`}>
              <input type="radio" name={`${id}-card`} checked={card.id === cardId} disabled={card.expired} onChange={() => onCard(card.id)} />
              <span>{t('REBOOK_CARD_ENDING', { brand: BRANDS[card.brand] ?? card.brand, last4: card.last4 })}</span>
              <span className="rebook-choice__aside">{t(card.expired ? 'REBOOK_CARD_EXPIRED' : 'REBOOK_CARD_EXPIRES', { date: cardExpiry(card) })}</span>
            </label>
          ))}
        </div>
      )}
    </RebookSection>
  );
}
