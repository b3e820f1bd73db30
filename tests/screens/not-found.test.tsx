// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from './render-app';
import { freshPageForEachTest } from './render-app';

freshPageForEachTest();

describe('404 page', () => {
  it('renders for a deep unknown path, with a link home', async () => {
    const { router } = await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/no/such/page');
    const home = screen.getByRole('link', { name: 'Back to the home page' });
    expect(home.getAttribute('href')).toBe('/');
  });

  it("speaks the language of the slug and links to that language's home page", async () => {
    await renderApp('/fr/pas/de/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/fr');
  });

  it('uses the language cookie on a page without a slug', async () => {
    document.cookie = 'lang=de_AT; Path=/';
    await renderApp('/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
