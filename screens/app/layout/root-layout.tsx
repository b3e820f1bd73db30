import { Outlet, ScrollRestoration, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { CookieBanner } from './cookie-banner';
import { usePageViewTracking } from '../track-page-views';
import { useServiceWorkerSetting } from '../use-service-worker-setting';
import { useHydratedMark, useHydrating } from '../../shared/hydration';
import { useNativeApp } from '../../shared/session/bearer-token-store';
import './root-layout.css';

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const hydrating = useHydrating();
  useHydratedMark();
  usePageViewTracking();
  useServiceWorkerSetting();
  // In a native app's web view the app draws its own header and navigation: a tab opened with
  // ?session=, or a help-centre page opened with ?isNative=true (R§2 FAQ pages' query).
  const [searchParams] = useSearchParams();
  const native = useNativeApp() || searchParams.get('isNative') === 'true';
  return (
    <div className="layout">
      <a className="layout__skip-link" href="#main">
        {t('LAYOUT_SKIP_TO_CONTENT')}
      </a>
      {native ? null : <SiteHeader />}
      <main id="main" className="layout__main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        {/* A prerendered page's buttons and fields wait for its code: a click or a keystroke before
            hydration would be lost. Disabled only while hydrating (a moment); always there, so the
            page below never remounts. No box and no group of its own (display: contents). */}
        <fieldset className="layout__content" role="presentation" disabled={hydrating}>
          <Outlet />
        </fieldset>
      </main>
      {native ? null : <SiteFooter />}
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
