import { useTranslation } from 'react-i18next';
import { errorLabel } from '../../shared/error-label';
import { useAcceptMarketing } from './api/accept-marketing';

/** W§2 Perks: a banner while the worker has not accepted marketing, with the accept action. */
export function MarketingBanner({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const accept = useAcceptMarketing();
  return (
    <div className="perks-banner" role="region" aria-label={t('PERKS_MARKETING_TITLE')} data-testid="perks-marketing-banner">
      <div>
        <p className="perks-banner__title">{t('PERKS_MARKETING_TITLE')}</p>
        <p className="perks-banner__text">{t('PERKS_MARKETING_TEXT')}</p>
        {accept.error ? (
          <p className="field__error" role="alert">
            {errorLabel(accept.error, t, (key) => i18n.exists(key))}
          </p>
        ) : null}
      </div>
      <button type="button" className="button" disabled={accept.isPending} onClick={() => accept.mutate(email)}>
        {t('PERKS_MARKETING_ACCEPT')}
      </button>
    </div>
  );
}
