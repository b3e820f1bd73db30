import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { CookieBanner } from './cookie-banner';
import { usePageViewTracking } from '../track-page-views';
import './root-layout.css';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  usePageViewTracking();
  return (
    <div className="layout">
      <a className="layout__skip-link" href="#main">
        {t('LAYOUT_SKIP_TO_CONTENT')}
      </a>
      <SiteHeader />
      <main id="main" className="layout__main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Outlet />
      </main>
      <SiteFooter />
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
