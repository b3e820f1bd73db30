// @vitest-environment jsdom
/*
 * R§9 "French disclaimer: shown for FR only" (`frenchDisclaimerShown`): the public footer of a
 * page whose region shows it, in the page's language, from the real region files.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { listCities } from '../../engine/regions/cities';
import { resolveRegion } from '../../engine/regions/resolve';
import { getCitiesQueryOptions } from '../../screens/shared/api/get-cities';
import { getConfigQueryOptions } from '../../screens/shared/api/get-config';
import { realRegions } from '../engine/forms/region-fixture';
import { clearCookies, createTestQueryClient, renderApp } from './render-app';

async function homeWith(path: string, country: 'UK' | 'FR', change: Record<string, unknown> = {}) {
  const set = await realRegions();
  const client = createTestQueryClient();
  client.setQueryData(getCitiesQueryOptions().queryKey, listCities(set));
  const config = resolveRegion(set, { country_id: country }, 'production');
  client.setQueryData(getConfigQueryOptions({ country_id: country }).queryKey, { ...config, keyValues: { ...config.keyValues, ...change } });
  await renderApp(path, client);
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('contentinfo'));
}

beforeEach(() => {
  clearCookies();
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

describe('the French disclaimer in the footer', () => {
  it('shows on French pages (FR): intermediary, not an employer, income to declare, official sources', async () => {
    const footer = await homeWith('/fr', 'FR');
    const notice = footer.getByRole('region', { name: 'Informations pour les praticiens en France' });
    expect(notice.textContent).toContain('Portail Praticiens est une plateforme en ligne de mise en relation');
    expect(notice.textContent).toContain('ne sont pas ses salariés');
    expect(notice.textContent).toContain('article 242 bis du code général des impôts');
    expect(within(notice).getByRole('link', { name: 'autoentrepreneur.urssaf.fr' }).getAttribute('href')).toBe('https://www.autoentrepreneur.urssaf.fr/');
  });

  it('is not shown on UK pages, nor on French ones once FR turns it off', async () => {
    const uk = await homeWith('/', 'UK');
    expect(uk.queryByRole('region', { name: /practitioners in France/ })).toBeNull();
    cleanup();
    const off = await homeWith('/fr', 'FR', { frenchDisclaimerShown: false });
    expect(off.queryByRole('region', { name: 'Informations pour les praticiens en France' })).toBeNull();
  });

  it('a UK page of a region that shows it says it in English', async () => {
    const footer = await homeWith('/', 'UK', { frenchDisclaimerShown: true });
    const notice = footer.getByRole('region', { name: 'Information for practitioners in France' });
    expect(notice.textContent).toContain('Practitioner Portal is an online marketplace');
  });
});
