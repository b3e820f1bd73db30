// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { City } from '../../engine/generated/api/cities-response';
import type { ConfigResponse } from '../../engine/generated/api/config-response';
import type { RegionSettings } from '../../engine/regions/types';
import { getCitiesQueryOptions } from '../../screens/shared/api/get-cities';
import { getConfigQueryOptions } from '../../screens/shared/api/get-config';
import { clearCookies, createTestQueryClient, renderApp } from './render-app';

function city(id: string, name: string, openForSignup: boolean): City {
  const country_id = id.slice(0, 2);
  return {
    id,
    name,
    country_id,
    heroLanguage_id: country_id === 'FR' ? 'fr_FR' : country_id === 'AT' ? 'de_AT' : 'en_GB',
    timezone: country_id === 'UK' ? 'Europe/London' : country_id === 'FR' ? 'Europe/Paris' : 'Europe/Vienna',
    telephoneHuman: '0000',
    telephoneLink: 'tel:0000',
    bankingPayoutType: country_id === 'UK' ? 'bacs' : 'iban',
    heroReferralKickback: 50,
    heroReferralPayoutNumberOfBookings: 3,
    openForSignup,
  };
}

const CITIES: City[] = [
  city('UK-LONDON', 'London', true),
  city('UK-EDINBURGH', 'Edinburgh & Glasgow', false),
  city('FR-PARIS', 'Paris', true),
  city('AT-VIENNA', 'Vienna', false),
];

const MEDIA = { en_GB: ['The Daily Example'], fr_FR: ['Le Journal Exemple'], de_AT: ['Die Beispielzeitung'] };

/** GET /api/config of a country, with only the settings a test needs (the page reads no other). */
function countryConfig(country_id: string, keyValues: Partial<RegionSettings>): ConfigResponse {
  // Only what the page reads: the rest of the settings would not change what it shows.
  const settings = keyValues as ConfigResponse['keyValues'];
  return { env: 'test', scope: { country_id, city_id: null }, keyValues: settings, forms: {}, catalogues: {}, country: null, city: null };
}

const UK_CONFIG = countryConfig('UK', {
  mediaTrustBar: MEDIA,
  imprintShown: false,
  testimonials: {
    first: { imageUrl: '/images/testimonials/uk-first.jpg', name: 'Sarah M.', text: 'I choose my own hours.' },
    second: { imageUrl: '/images/testimonials/uk-second.jpg', name: 'James O.', text: 'Clients all over London.' },
    third: { imageUrl: '/images/testimonials/uk-third.jpg', name: 'Priya K.', text: 'Quick onboarding.' },
    fourth: { imageUrl: '/images/testimonials/uk-fourth.jpg', name: 'Tom W.', text: 'Loyal regular clients.' },
  },
});
const AT_CONFIG = countryConfig('AT', { mediaTrustBar: MEDIA, imprintShown: true, testimonials: null });

function seededClient(config: ConfigResponse) {
  const client = createTestQueryClient();
  client.setQueryData(getCitiesQueryOptions().queryKey, CITIES);
  client.setQueryData(getConfigQueryOptions({ country_id: config.scope.country_id ?? '' }).queryKey, config);
  return client;
}

beforeEach(() => {
  clearCookies();
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(cleanup);

describe('home page', () => {
  it('lists every city under its country name and marks those recruiting', async () => {
    await renderApp('/', seededClient(UK_CONFIG));
    const cities = await screen.findByRole('region', { name: 'Where we work' });
    const uk = within(cities).getByRole('region', { name: 'United Kingdom' });
    expect(within(uk).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'LondonRecruiting',
      'Edinburgh & Glasgow',
    ]);
    expect(within(within(cities).getByRole('region', { name: 'France' })).getByText('Paris')).toBeTruthy();
    expect(within(within(cities).getByRole('region', { name: 'Austria' })).getByText('Vienna')).toBeTruthy();
  });

  it('shows the testimonials and the media of the page language', async () => {
    await renderApp('/', seededClient(UK_CONFIG));
    const testimonials = await screen.findByRole('region', { name: 'What practitioners say' });
    expect(within(testimonials).getAllByRole('figure')).toHaveLength(4);
    expect(within(testimonials).getByText('Tom W.')).toBeTruthy();
    const trustBar = screen.getByRole('region', { name: 'As featured in' });
    expect(within(trustBar).getByText('The Daily Example')).toBeTruthy();
    expect(screen.queryByText('Le Journal Exemple')).toBeNull();
  });

  it('hides testimonials where the country has none, and links the imprint for Austria', async () => {
    await renderApp('/de', seededClient(AT_CONFIG));
    await screen.findByRole('heading', { level: 1, name: 'Ihr Können, Ihre Zeiten, mehr Kundschaft' });
    expect(screen.queryByRole('region', { name: 'Das sagen unsere Profis' })).toBeNull();
    expect(screen.getByText('Die Beispielzeitung')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/impressum');
  });

  it('has no imprint link outside Austria', async () => {
    await renderApp('/', seededClient(UK_CONFIG));
    await screen.findByRole('region', { name: 'What practitioners say' });
    expect(screen.queryByRole('link', { name: 'Imprint' })).toBeNull();
  });

  it('offers only cities open for sign-up in the apply box', async () => {
    await renderApp('/', seededClient(UK_CONFIG));
    const select = await screen.findByRole('combobox', { name: 'City' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['', 'UK-LONDON', 'FR-PARIS']);
  });

  it('explains what is missing before applying', async () => {
    const { router } = await renderApp('/', seededClient(UK_CONFIG));
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    fireEvent.click(apply);
    expect(screen.getByText('Choose the city you want to work in.')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'UK-LONDON' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value: 'not-an-address' } });
    fireEvent.click(apply);
    expect(screen.getByText('Enter a valid e-mail address, like you@example.com.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends the visitor to sign-up with city and e-mail, in the page language', async () => {
    const client = seededClient(UK_CONFIG);
    client.setQueryData(getConfigQueryOptions({ country_id: 'FR' }).queryKey, countryConfig('FR', { mediaTrustBar: MEDIA }));
    const { router } = await renderApp('/fr', client);
    const select = await screen.findByRole('combobox', { name: 'Ville' });
    // The page's own country comes first.
    expect(within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['', 'FR-PARIS', 'UK-LONDON']);
    const cityList = screen.getByRole('region', { name: 'Nos villes' });
    expect(within(cityList).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'France',
      'Royaume-Uni',
      'Autriche',
    ]);
    fireEvent.change(select, { target: { value: 'FR-PARIS' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Adresse e-mail' }), { target: { value: ' camille@example.fr ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Postuler' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/signup'), { timeout: 5000 });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('city_id')).toBe('FR-PARIS');
    expect(query.get('email')).toBe('camille@example.fr');
  });

  it('shows the generic error label when the cities cannot be loaded', async () => {
    // A real call through the app's HTTP client; this test environment has no server to answer it.
    await renderApp('/', createTestQueryClient({ fetch: true }));
    const cities = await screen.findByRole('region', { name: 'Where we work' });
    expect(await within(cities).findByText('Something went wrong. Please try again.', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(cities).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
