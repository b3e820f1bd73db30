// @vitest-environment jsdom
/*
 * Issue 31: the privacy page states, for the page's country and in its language, what is kept and for how long:
 * the rows of the country's retention catalogue (the real region files, as GET /api/config publishes them), the
 * same rows the retention job applies.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resolveRegion } from '../../../engine/regions/resolve';
import { getConfigQueryOptions } from '../../../screens/shared/api/get-config';
import { realRegions } from '../../engine/forms/region-fixture';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import ukPrivacy from '../../../content/legal/UK/privacy.json';
import frPrivacy from '../../../content/legal/FR/privacy.json';
import atPrivacy from '../../../content/legal/AT/privacy.json';

const PRIVACY = { UK: ukPrivacy, FR: frPrivacy, AT: atPrivacy };

freshPageForEachTest();

type Language = 'en_GB' | 'fr_FR';

async function privacyPage(path: string, country: 'UK' | 'FR' | 'AT', language: Language) {
  const set = await realRegions();
  const client = createTestQueryClient();
  client.setQueryData(getConfigQueryOptions({ country_id: country }).queryKey, resolveRegion(set, { country_id: country }, 'production'));
  const file = PRIVACY[country];
  client.setQueryData(['legal', 'privacy', country, language], { document: 'privacy', country_id: country, language, updated: file.updated, ...file.texts[language] });
  await renderApp(path, client);
  await screen.findByRole('heading', { level: 1 });
}

/** The table's rows as "what | period | why", the no-break spaces of French and German made plain. */
function rows(title: string): string[] {
  const section = screen.getByRole('region', { name: title });
  return within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')]
        .map((cell) => (cell.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))
        .join(' | '),
    );
}

describe('the privacy page: how long we keep your data', () => {
  it('in English, for the UK: every rule with its period and why', async () => {
    await privacyPage('/privacy', 'UK', 'en_GB');
    const table = rows('How long we keep your data');
    expect(table).toHaveLength(6);
    expect(table[0]).toMatch(/^Your login sessions and the links we e-mail you .* \| 7 days \| A few more days/);
    expect(table[1]).toMatch(/^The pages of the portal you opened.* \| 3 months \| Three months/);
    expect(table[2]).toMatch(/^Your conversations with our support team.* \| 2 years \| So we can look back/);
    expect(table[3]).toMatch(/^Your documents and personal details when we decline your application.* \| 6 months \| /);
    expect(table[4]).toMatch(/^Your documents and personal details when your application goes no further.* \| 1 year \| /);
    expect(table[5]).toMatch(/^Your statements, signed agreements and bookings when you close your account.* \| 6 years \| The law requires/);
    expect(screen.getByText(/^United Kingdom: what we keep, for how long and why/)).toBeTruthy();
  });

  it('in French, for France and for Austria (7 months for a declined application there)', async () => {
    await privacyPage('/fr/privacy', 'FR', 'fr_FR');
    const france = rows('Combien de temps nous conservons vos données');
    expect(france.map((row) => row.split(' | ')[1])).toEqual(['7 jours', '3 mois', '2 ans', '6 mois', '1 an', '10 ans']);
    expect(france[3]).toMatch(/^Vos documents et vos données personnelles lorsque nous refusons votre candidature.* \| 6 mois \| Le temps de répondre/);
  });

  it("follows the country chosen on the page: Austria's rows, in French", async () => {
    await privacyPage('/fr/privacy?country=AT', 'AT', 'fr_FR');
    const austria = rows('Combien de temps nous conservons vos données');
    expect(austria.map((row) => row.split(' | ')[1])).toEqual(['7 jours', '3 mois', '2 ans', '7 mois', '1 an', '7 ans']);
    expect(screen.getByText(/^Autriche : ce que nous conservons/)).toBeTruthy();
  });
});
