import { useTranslation } from 'react-i18next';
import { PAGES } from '../../../engine/pages';
import { LogoMark } from '../../ui/logo';
import { LocalizedLink } from '../../shared/localized-link';
import { AccountMenu } from './account-menu';
import { useMe } from '../../shared/session/get-me';
import { HeaderMenu } from './header-menu';
import { LanguagePicker } from './language-picker';
import './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const signedIn = Boolean(useMe().data);
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LocalizedLink to={PAGES.home} className="site-header__brand" aria-label={t('HEADER_HOME_LINK', { brand: t('BRAND_NAME') })}>
          <LogoMark />
          <span className="site-header__brand-name">{t('BRAND_NAME')}</span>
        </LocalizedLink>
        <nav className="site-header__nav" aria-label={t('HEADER_NAV_LABEL')}>
          <LocalizedLink to={PAGES.faq} className="site-header__link site-header__link--wide">
            {t('HEADER_HELP')}
          </LocalizedLink>
          {signedIn ? (
            <AccountMenu />
          ) : (
            <LocalizedLink to={PAGES.login} className="site-header__link">
              {t('HEADER_LOGIN')}
            </LocalizedLink>
          )}
          <LanguagePicker />
          <HeaderMenu />
        </nav>
      </div>
    </header>
  );
}
