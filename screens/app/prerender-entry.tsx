/*
 * The server side of prerendering (scripts/build/prerender.ts builds this file for Node and
 * renders each public page with it): the page as a visitor sees it on a first visit, no
 * session, no cookie, in the language of its URL. Data the page asks the API for at run time
 * renders as its loading state, in the space it will take. The browser hydrates this HTML
 * (screens/app/boot.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import enGB from '../../locales/en_GB.json';
import frFR from '../../locales/fr_FR.json';
import deAT from '../../locales/de_AT.json';
import { AppProviders } from './app';
import type { PrerenderData } from './hydration';
import { i18n, languageOf } from './i18n';
import { registerLocale } from './locales';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';
import { ME_QUERY_KEY } from './session/get-me';

registerLocale('en_GB', enGB);
registerLocale('fr_FR', frFR);
registerLocale('de_AT', deAT);
for (const [tag, messages] of [
  ['en-GB', enGB],
  ['fr-FR', frFR],
  ['de-AT', deAT],
] as const) {
  i18n.addResourceBundle(tag, 'translation', messages);
}

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** What boot.tsx hydrates the router with. */
  data: PrerenderData;
  /** BCP 47 tag of the page's language (the <html lang>). */
  lang: string;
  title: string;
}

/** Renders one page path; null when that path redirects or fails (it is then left to the browser). */
export async function renderPage(path: string): Promise<PrerenderedPage | null> {
  const queryClient = createQueryClient();
  // The visitor's view: nobody is logged in.
  queryClient.setQueryData(ME_QUERY_KEY, null);
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Matched lazy routes are loaded by query(); the markup is rendered without the router's inline
  // hydration script (the CSP allows no inline script): boot.tsx reads the JSON data instead.
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const language = languageOf(i18n);
  return {
    html,
    data: { loaderData: context.loaderData, language, path },
    lang: i18n.language,
    title: i18n.t('BRAND_NAME'),
  };
}
