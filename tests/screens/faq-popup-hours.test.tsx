// @vitest-environment jsdom
/*
 * Support hours are one structured fact (issue 24): the help centre's first-visit popup says when
 * support is there, written in the page's language from the region's `supportOpeningHours` (the
 * setting the support chat opens by), and changes when the setting does.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { resolveRegion } from '../../engine/regions/resolve';
import { getConfigQueryOptions } from '../../screens/shared/api/get-config';
import { realRegions } from '../engine/forms/region-fixture';
import { clearCookies, createTestQueryClient, renderApp } from './render-app';
import { freshPageForEachTest } from './render-app';

async function helpCentre(path: string, country: 'UK' | 'FR' | 'AT', hours?: { opens: string; closes: string }) {
  const set = await realRegions();
  const client = createTestQueryClient();
  const config = resolveRegion(set, { country_id: country }, 'production');
  const keyValues = hours ? { ...config.keyValues, supportOpeningHours: { ...config.keyValues.supportOpeningHours, ...hours } } : config.keyValues;
  client.setQueryData(getConfigQueryOptions({ country_id: country }).queryKey, { ...config, keyValues });
  await renderApp(path, client);
  // Intl may write a narrow no-break space; a reader sees a space.
  const popup = await screen.findByRole('dialog');
  return (popup.textContent ?? '').replace(/\s/g, ' ');
}

freshPageForEachTest();

describe('the FAQ popup’s support hours', () => {
  it('are the region’s opening hours in the page’s language', async () => {
    expect(await helpCentre('/faq', 'UK')).toContain('Our support team is there every day, 8 am – 10 pm.');
    cleanup();
    clearCookies();
    expect(await helpCentre('/fr/faq', 'FR')).toContain('Notre support est disponible tous les jours, 08:00 – 22:00.');
    cleanup();
    clearCookies();
    expect(await helpCentre('/de/faq', 'AT')).toContain('Unser Support ist täglich 08:00–22:00 Uhr für Sie da.');
  });

  it('follow the setting when operations change it', async () => {
    expect(await helpCentre('/faq', 'UK', { opens: '09:30', closes: '18:00' })).toContain('every day, 9:30 am – 6:00 pm.');
  });
});
