import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGES } from '../../../engine/pages';
import { portalBanners } from '../../../engine/rules/portal-navigation';
import { useMe } from '../../shared/session/get-me';
import { SupportPhoneText, useHasSupportPhone } from './support-phone';

/** The banners on every page of the worker area (W§2, W§6; the rule is engine/rules/portal-navigation.ts). */
export function PortalBanners() {
  const { t } = useTranslation();
  const me = useMe().data;
  const hasSupportPhone = useHasSupportPhone();
  if (!me) return null;
  const banners = portalBanners(me.worker);
  if (banners.length === 0) return null;
  return (
    <div className="portal-banners">
      {banners.includes('inactive') ? (
        <p className="portal-banner portal-banner--warning" role="status">
          {hasSupportPhone ? <SupportPhoneText i18nKey="PORTAL_BANNER_INACTIVE" /> : t('PORTAL_BANNER_INACTIVE_NO_PHONE')}
        </p>
      ) : null}
      {banners.includes('agreement-unsigned') ? (
        <p className="portal-banner" role="status">
          <span>{t('PORTAL_BANNER_AGREEMENT')}</span> <Link to={PAGES.agreement}>{t('PORTAL_BANNER_AGREEMENT_LINK')}</Link>
        </p>
      ) : null}
    </div>
  );
}
