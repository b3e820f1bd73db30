/**
 * The public pages and what every page shares (R§2, R§9): the home page's testimonials and trust
 * bar, the imprint and the French disclaimer in the footer, the education portal's gate, the help
 * centre's sign-up category and the service worker, each from the region of the page's country.
 */
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { FaqArticlesResponse } from '../../../../engine/generated/api/faq-articles-response';
import type { FaqCategoriesResponse } from '../../../../engine/generated/api/faq-categories-response';
import { AppProviders } from '../../../../screens/app/app';
import { getMeQueryOptions } from '../../../../screens/shared/session/get-me';
import { useServiceWorkerSetting } from '../../../../screens/app/use-service-worker-setting';
import en from '../../../../locales/en_GB.json';
import fr from '../../../../locales/fr_FR.json';
import { renderApp } from '../../render-app';
import { fakeApi } from '../../fake-api';
import { row, type ScreenContext } from '../screen-row';

/** The home page of a country's language, drawn. */
async function home(ctx: ScreenContext, path = '/') {
  await renderApp(path, ctx.client());
  await screen.findByRole('heading', { level: 1 });
}

const footer = () => within(screen.getByRole('contentinfo'));

/** The help centre's categories (R§7 content): the sign-up category is not the first. */
const CATEGORIES: FaqCategoriesResponse = {
  language: 'en_GB',
  fallback: false,
  tag: 'pre-application',
  categories: [
    { id: 1, name: 'Getting started', topic: 'getting-started', articleCount: 3, forTag: true },
    { id: 5, name: 'Your application', topic: 'application', articleCount: 4, forTag: true },
    { id: 9, name: 'Payments', topic: 'payments', articleCount: 2, forTag: false },
  ],
};

function articlesOf(url: URL): FaqArticlesResponse {
  const id = Number(url.pathname.split('/')[4]);
  const category = CATEGORIES.categories.find((c) => c.id === id)!;
  return { category: { id, name: category.name, language: 'en_GB' }, fallback: false, tag: 'pre-application', articles: [] };
}

export const publicPageRows = [
  row({
    setting: 'testimonials',
    says: "the home page's testimonials, none where there are none",
    scope: { country_id: 'UK' },
    to: null,
    probe: async (ctx) => {
      await home(ctx);
      const section = screen.queryByRole('region', { name: en.HOME_TESTIMONIALS_TITLE });
      return section ? within(section).getAllByRole('figure').length : 0;
    },
    real: 4,
    switched: 0,
  }),
  row({
    setting: 'mediaTrustBar',
    says: 'the media named in the trust bar, in the page language',
    scope: { country_id: 'UK' },
    to: { en_GB: ['The Example Times'], fr_FR: ['Le Monde Exemple'], de_AT: ['Die Beispielzeitung'] },
    probe: async (ctx) => {
      await home(ctx);
      return within(screen.getByRole('region', { name: en.HOME_MEDIA_TRUST_BAR_TITLE })).getAllByRole('listitem').map((item) => item.textContent);
    },
    real: ['The Times', 'Evening Standard', 'The Guardian', 'Vogue', 'Forbes'],
    switched: ['The Example Times'],
  }),
  row({
    setting: 'imprintShown',
    says: "the footer links the legal imprint where it is shown",
    scope: { country_id: 'UK' },
    to: true,
    probe: async (ctx) => {
      await home(ctx);
      return footer().queryByRole('link', { name: en.FOOTER_IMPRINT })?.getAttribute('href') ?? null;
    },
    real: null,
    switched: '/impressum',
  }),
  row({
    setting: 'frenchDisclaimerShown',
    says: 'the French legal disclaimer in the footer of French pages',
    scope: { country_id: 'FR' },
    to: false,
    probe: async (ctx) => {
      await home(ctx, '/fr');
      return footer().queryByRole('region', { name: fr.FRENCH_DISCLAIMER_TITLE }) !== null;
    },
    real: true,
    switched: false,
  }),
  row({
    setting: 'educationEnabled',
    says: 'the education portal is offered, or says it is not offered here',
    scope: { country_id: 'UK' },
    to: false,
    probe: async (ctx) => {
      await renderApp('/education', ctx.client());
      await screen.findByRole('heading', { level: 1 });
      return screen.queryByRole('heading', { name: en.EDUCATION_NOT_OFFERED_TITLE }) === null;
    },
    real: true,
    switched: false,
  }),
  row({
    setting: 'signupFaqApplicationCategoryId',
    says: 'the help centre opens on the sign-up category before an application',
    scope: { country_id: 'UK' },
    to: 9,
    probe: async (ctx) => {
      const api = fakeApi({ 'GET /api/faqs/categories': () => CATEGORIES, 'GET /api/faqs/categories/1/articles': articlesOf, 'GET /api/faqs/categories/5/articles': articlesOf, 'GET /api/faqs/categories/9/articles': articlesOf });
      await renderApp('/faq?tag=pre-application', ctx.client({ fetch: true }));
      const heading = await screen.findByRole('heading', { level: 2, name: /Getting started|Your application|Payments/ });
      await waitFor(() => expect(api.requests.some((r) => r.includes('/articles'))).toBe(true));
      return heading.textContent;
    },
    real: 'Your application',
    switched: 'Payments',
  }),
  row({
    setting: 'serviceWorkerEnabled',
    says: "the browser registers the service worker, or removes it, as the page's region says",
    scope: { country_id: 'UK' },
    to: false,
    probe: async (ctx) => {
      const client = ctx.client();
      client.setQueryData(getMeQueryOptions().queryKey, null);
      const applied: boolean[] = [];
      const wrapper = ({ children }: { children: ReactNode }) => <AppProviders queryClient={client}>{children}</AppProviders>;
      renderHook(() => useServiceWorkerSetting(async (enabled) => void applied.push(enabled)), { wrapper });
      await waitFor(() => expect(applied.length).toBeGreaterThan(0));
      return applied;
    },
    real: [true],
    switched: [false],
  }),
];
