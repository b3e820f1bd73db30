/*
 * The server side of prerendering (scripts/build/prerender.ts builds this file for Node and
 * renders each public page with it): the page as a visitor sees it on a first visit, no
 * session, no cookie, in the language of its URL. Data the page asks the API for at run time
 * renders as its loading state, in the space it will take. The browser hydrates this HTML
 * (screens/app/boot.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ComposedForm } from '../../engine/forms/compose';
import type { FormId } from '../../engine/forms/form-ids';
import { scopeQueryOf, validatorModuleUrl, type ValidatorModule } from '../../engine/react/use-form-validator';
import { scopeOf, type Scope } from '../../engine/regions/scope';
import { preloadFormEngine } from '../../engine/react/form-engine';
import { needsFormEngine } from '../../engine/react/simple-form-kind';
import { getValidatorModuleQueryOptions } from '../shared/api/get-composed-form';
import enGB from '../../locales/en_GB.json';
import frFR from '../../locales/fr_FR.json';
import deAT from '../../locales/de_AT.json';
import { AppProviders } from './app';
import type { PrerenderData } from '../shared/hydration';
import { i18n, languageOf } from '../shared/i18n/i18n';
import { registerLocale } from '../shared/i18n/locales';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';
import { ME_QUERY_KEY } from '../shared/session/get-me';
import { SERVER_API_ORIGIN, setServerFetch } from '../shared/api/api-client';
import { setServerRequest, type ServerRequest } from '../shared/server-request';

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

/** A form composed for a scope at build time, with its validator module (what the API would serve). */
export type ComposeAtBuild = (formId: FormId, scope: Scope) => Promise<{ form: ComposedForm; validator: ValidatorModule } | null>;

function render(queryClient: QueryClient, handler: ReturnType<typeof createStaticHandler>, context: StaticHandlerContext): string {
  const router = createStaticRouter(handler.dataRoutes, context);
  // The router's inline hydration script is left out (the CSP allows no inline script): boot.tsx
  // reads the JSON data the prerenderer writes instead.
  return renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/** What a page's form needs to render: the composed form and its validator module; null when it cannot be had here. */
type FormSource = (formId: FormId, scope: Scope, url: string, asked: unknown) => Promise<{ form: ComposedForm; validator: ValidatorModule } | null>;

/**
 * The forms the page asked for as it rendered (`['composed-form', ...]` queries), each with its
 * validator, seeded for a second render and listed for the browser (boot.tsx imports the
 * validators before hydrating); RJSF loaded when one of them needs it, as boot.tsx does.
 */
async function withPageForms(queryClient: QueryClient, source: FormSource): Promise<Pick<PrerenderData, 'forms' | 'validators'>> {
  const forms: PrerenderData['forms'] = [];
  const validators: string[] = [];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['composed-form'] })) {
    const [, formId, city_id, country_id] = query.queryKey as [string, FormId, string | null, string | null];
    const scope = scopeOf(city_id, country_id);
    const url = validatorModuleUrl(formId, scopeQueryOf(scope));
    const found = await source(formId, scope, url, query.state.data);
    if (!found) continue;
    queryClient.setQueryData(query.queryKey, found.form);
    queryClient.setQueryData(getValidatorModuleQueryOptions(url).queryKey, found.validator);
    forms.push({ queryKey: query.queryKey, form: found.form });
    validators.push(url);
  }
  if (forms.some(({ form }) => needsFormEngine(form as ComposedForm))) await preloadFormEngine();
  return { forms, validators };
}

/**
 * Renders one page path; null when that path redirects or fails. The forms the page asks for
 * (GET /api/forms/...) are composed at build time by `compose` from the region files, like the
 * server composes them, so the page's HTML shows its form; a form the build cannot compose (it
 * needs the database) shows its loading state.
 */
export async function renderPage(path: string, compose: ComposeAtBuild): Promise<PrerenderedPage | null> {
  const queryClient = createQueryClient();
  // The visitor's view: nobody is logged in.
  queryClient.setQueryData(ME_QUERY_KEY, null);
  const routes = createRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${SERVER_API_ORIGIN}${path}`));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;

  // First pass: which forms does the page ask for? Second pass: with those composed.
  let html = render(queryClient, handler, context);
  const { forms, validators } = await withPageForms(queryClient, (formId, scope) => compose(formId, scope));
  if (forms.length > 0) html = render(queryClient, handler, context);

  const language = languageOf(i18n);
  return {
    html,
    data: { loaderData: context.loaderData, language, path, forms, validators },
    lang: i18n.language,
    title: i18n.t('BRAND_NAME'),
  };
}

const VALIDATOR_KEY = getValidatorModuleQueryOptions('').queryKey[0];

/**
 * Until no query is fetching (the page loaders' head starts run on after the loaders return), for
 * two seconds at most: what is still on its way renders as loading, as the browser would draw it.
 */
async function queriesSettled(queryClient: QueryClient): Promise<void> {
  const until = Date.now() + 2_000;
  while (queryClient.isFetching() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
}

/**
 * Renders a page for the logged-in person whose API calls `answer` answers (server/platform/ssr: the
 * server's own routes, with that person's cookie): the root loader asks for the session and the
 * region's settings, the page's loader for its data, and what the page's components ask for as
 * they render is fetched before a second render, as the forms are above. Null when the page
 * redirects (someone the page is not for) or fails: the browser then renders it as always.
 *
 * The API origin, the language and the fetch are module-wide: the caller renders one page at a
 * time (server/platform/ssr/personal-pages.ts).
 */
export async function renderForSession(
  path: string,
  answer: typeof fetch,
  request: ServerRequest,
): Promise<PrerenderedPage | null> {
  setServerFetch(answer);
  setServerRequest(request);
  try {
    const queryClient = createQueryClient();
    // A failed call shows its error state as the browser would, without the retry's wait.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const routes = createRoutes(queryClient);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`${SERVER_API_ORIGIN}${path}`));
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    if (!queryClient.getQueryData(ME_QUERY_KEY)) return null;
    await queriesSettled(queryClient);
    let html = render(queryClient, handler, context);
    // What the components asked for as they rendered (a validator module is imported below).
    const asked = queryClient
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.options.queryFn && query.queryKey[0] !== VALIDATOR_KEY);
    await Promise.all(asked.map((query) => queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })));
    // The page's forms as the API answered them, with their validators from the API.
    const { forms, validators } = await withPageForms(queryClient, async (_formId, _scope, url, asked) => {
      if (!asked) return null;
      const code = await (await answer(new URL(url, SERVER_API_ORIGIN))).text();
      const validator = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as ValidatorModule;
      return { form: asked as ComposedForm, validator };
    });
    if (asked.length > 0 || forms.length > 0) html = render(queryClient, handler, context);
    const language = languageOf(i18n);
    // The API's answers, for the browser to start from; the forms go as the build's do (seeded as old, validators imported).
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.queryKey[0] !== VALIDATOR_KEY && query.queryKey[0] !== 'composed-form',
    });
    return {
      html,
      data: { loaderData: context.loaderData, language, path, forms, validators, queries, mobile: request.mobile },
      lang: i18n.language,
      title: i18n.t('BRAND_NAME'),
    };
  } finally {
    setServerFetch(null);
    setServerRequest(null);
  }
}
