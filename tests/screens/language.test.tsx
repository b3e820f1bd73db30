// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readCookie } from '../../screens/shared/cookies';
import { renderApp } from './render-app';
import { freshPageForEachTest } from './render-app';

freshPageForEachTest();

async function pick(optionText: string) {
  fireEvent.click(screen.getByRole('button', { name: /^(Country and language|Pays et langue|Land und Sprache)/ }));
  await act(async () => {
    const menu = screen.getByRole('list', { name: /country and language|pays et votre langue|Land und Sprache/i });
    fireEvent.click(within(menu).getByRole('button', { name: new RegExp(optionText) }));
  });
}

describe('language of a page', () => {
  it('redirects the home page to /fr for a visitor whose lang cookie is French', async () => {
    document.cookie = 'lang=fr_FR; Path=/';
    const { router } = await renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre savoir-faire, vos horaires, plus de clients' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-FR');
  });

  it('sends /en/... to the slug-less URL in English and remembers English', async () => {
    document.cookie = 'lang=de_AT; Path=/';
    const { router } = await renderApp('/en?ref=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?ref=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your skills, your hours, more clients' })).toBeTruthy();
    expect(readCookie('lang')).toBe('en_GB');
  });

  it('keeps an English visitor without a cookie on the slug-less home page', async () => {
    const { router } = await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your skills, your hours, more clients' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('country/language picker', () => {
  it('offers each country in its own language', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: /^Country and language/ }));
    const menu = screen.getByRole('list', { name: 'Choose your country and language' });
    const options = within(menu)
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('lang')]);
    expect(options).toEqual([
      ['UK English', 'en-GB'],
      ['France Français', 'fr-FR'],
      ['Österreich Deutsch', 'de-AT'],
    ]);
  });

  it('sets the lang cookie and goes to the same page in the chosen language', async () => {
    const { router } = await renderApp('/?from=test');
    await screen.findByRole('heading', { level: 1, name: 'Your skills, your hours, more clients' });

    await pick('France');
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr'));
    expect(router.state.location.search).toBe('?from=test');
    expect(readCookie('lang')).toBe('fr_FR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Votre savoir-faire, vos horaires, plus de clients' })).toBeTruthy();

    await pick('Österreich');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de'));
    expect(readCookie('lang')).toBe('de_AT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Können, Ihre Zeiten, mehr Kundschaft' })).toBeTruthy();

    await pick('UK');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readCookie('lang')).toBe('en_GB');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your skills, your hours, more clients' })).toBeTruthy();
  });

  it('changes the language in place on a page without a language slug', async () => {
    const { router } = await renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await pick('Österreich');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(readCookie('lang')).toBe('de_AT');
  });
});
