// @vitest-environment jsdom
/*
 * A page opened by the native app with ?session= (W§2 "native app access to resources"): the
 * tab keeps the token in memory and the page shows without the site's header and footer and
 * without the portal navigation; the same page in a browser has them.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { ResourcesResponse } from '../../../engine/generated/api/resources-response';
import { setBearerToken } from '../../../screens/shared/session/bearer-token-store';
import { getResourcesQueryOptions } from '../../../screens/portal/resources/api/resources';
import { activeWorker, signInAs } from '../auth/auth-fixture';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';

const RESOURCES: ResourcesResponse = {
  language: 'en_GB',
  sections: [
    {
      id: 's1',
      title: 'Insurance',
      description: 'What cover you need.',
      header: 'Every booking needs cover.',
      footer: 'Upload your certificate in Documents.',
      links: [
        { id: 'l1', title: 'Insurance guide', url: 'https://example.com/guide' },
        { id: 'l2', title: 'Claims helpline', url: null },
      ],
    },
  ],
};

freshPageForEachTest();

async function open() {
  const client = createTestQueryClient();
  await signInAs(client, activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }));
  client.setQueryData(getResourcesQueryOptions().queryKey, RESOURCES);
  return renderApp('/resources', client);
}

describe('the Resources page', () => {
  it('shows sections with header, footer and links; a link without URL is not clickable', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Insurance guide' }).getAttribute('href')).toBe('https://example.com/guide');
    expect(screen.getByText('Claims helpline').closest('a')).toBeNull();
    expect(screen.getByText('Every booking needs cover.')).toBeTruthy();
    expect(screen.getByText('Upload your certificate in Documents.')).toBeTruthy();
    // The web portal: the site header, footer and the portal navigation are there.
    expect(document.querySelector('.portal__nav')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
  });

  it('shows without header, footer and navigation in a native app web view', async () => {
    setBearerToken('native-app-token');
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' }, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector('.portal__nav')).toBeNull();
    expect(document.querySelector('.portal__menu-toggle')).toBeNull();
    expect(document.querySelector('header')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
  });
});
