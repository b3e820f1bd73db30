import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { LocalizedLink } from '../shared/localized-link';
import { MarketingCard } from './marketing-card';

/** (L)/stay-subscribed (R§2): the confirmation a marketing e-mail's "stay subscribed" link opens, with an opt-out link. */
export function StaySubscribedPage() {
  const { t } = useTranslation();
  return (
    <MarketingCard title={t('STAY_SUBSCRIBED_TITLE')} done>
      <p>{t('STAY_SUBSCRIBED_TEXT')}</p>
      <p className="marketing-page__aside">
        {t('STAY_SUBSCRIBED_OPT_OUT')} <LocalizedLink to={PAGES.unsubscribe}>{t('STAY_SUBSCRIBED_OPT_OUT_LINK')}</LocalizedLink>
      </p>
      <div className="marketing-page__actions">
        <LocalizedLink className="button" to={PAGES.home}>
          {t('UNSUBSCRIBE_HOME_LINK')}
        </LocalizedLink>
      </div>
    </MarketingCard>
  );
}
