// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { CookieBanner } from '../../screens/app/layout/cookie-banner';
import { createI18n } from '../../screens/shared/i18n/i18n';
import { clearCookies } from './render-app';

const i18n = createI18n('en_GB');

/** The UK settings as GET /api/config answers them: the banner's dismissal lasts cookieBannerDismissalMaxAgeDays. */
function clientWithUkSettings(days: number): QueryClient {
  const client = new QueryClient();
  client.setQueryData(['config', null, 'UK'], { keyValues: { cookieBannerDismissalMaxAgeDays: days } });
  return client;
}

function renderBanner(client = clientWithUkSettings(365)) {
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <CookieBanner />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(clearCookies);
afterEach(cleanup);

describe('cookie banner', () => {
  it('shows until accepted, then stays hidden on the next visit', () => {
    const first = renderBanner();
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(document.cookie).toContain('cookie_banner_dismissed=1');

    first.unmount();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('comes back when the dismissal cookie is gone', () => {
    document.cookie = 'cookie_banner_dismissed=1; Path=/';
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    cleanup();
    clearCookies();
    renderBanner();
    expect(screen.getByText(/We use cookies/)).toBeTruthy();
  });
});
