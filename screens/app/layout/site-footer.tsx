import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../../engine/pages';
import { educationOffered } from '../../../engine/rules/education';
import { useConfig } from '../../shared/api/get-config';
import { LocalizedLink } from '../../shared/localized-link';
import { usePageCountry } from '../../shared/i18n/use-page-language';
import { LogoMark } from '../../ui/logo';
import { FrenchDisclaimer } from '../../shared/legal/french-disclaimer';
import './site-footer.css';

/** Store listings and social profiles of the marketplace (plain links, W§2 extras). */
const APP_STORE_LINKS = [
  { key: 'FOOTER_APP_STORE', href: 'https://apps.apple.com/' },
  { key: 'FOOTER_GOOGLE_PLAY', href: 'https://play.google.com/store/apps' },
] as const;

const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { name: 'X', href: 'https://x.com/' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const country = usePageCountry();
  const config = useConfig({ country_id: country });
  const imprintShown = config.data?.keyValues.imprintShown === true;
  // R§9: the French legal disclaimer, where the page's region shows it (FR).
  const frenchDisclaimerShown = config.data?.keyValues.frenchDisclaimerShown === true;
  // R§9: the education portal is absent where the page's region does not offer it (AT).
  const educationShown = config.data !== undefined && educationOffered(config.data.keyValues);

  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <div className="site-footer__brand">
          <p className="site-footer__brand-name">
            <LogoMark size={28} inverted />
            <span>{t('BRAND_NAME')}</span>
          </p>
          <p className="site-footer__tagline">{t('FOOTER_TAGLINE')}</p>
        </div>

        <nav className="site-footer__column" aria-labelledby="footer-apps">
          <h2 id="footer-apps" className="site-footer__heading">
            {t('FOOTER_APPS_TITLE')}
          </h2>
          <ul className="site-footer__list">
            {APP_STORE_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {t(link.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            {t('FOOTER_SOCIAL_TITLE')}
          </h2>
          <ul className="site-footer__list">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                {/* Brand names stay as the brands write them. */}
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {t('FOOTER_HELP_TITLE')}
          </h2>
          <ul className="site-footer__list">
            <li>
              <LocalizedLink to={PAGES.faq}>{t('FOOTER_FAQ')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={PAGES.signup}>{t('FOOTER_APPLY')}</LocalizedLink>
            </li>
            {educationShown ? (
              <li>
                <LocalizedLink to={PAGES.education}>{t('FOOTER_EDUCATION')}</LocalizedLink>
              </li>
            ) : null}
            <li>
              <LocalizedLink to={PAGES.terms}>{t('FOOTER_TERMS')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={PAGES.privacy}>{t('FOOTER_PRIVACY')}</LocalizedLink>
            </li>
            {imprintShown ? (
              <li>
                <Link to={PAGES.impressum}>{t('FOOTER_IMPRINT')}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <div className="site-footer__bottom container">
        {frenchDisclaimerShown ? <FrenchDisclaimer tone="footer" /> : null}
        <p>{t('FOOTER_COPYRIGHT', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
