// @vitest-environment jsdom
/*
 * Every form file, composed for real scopes, renders with the theme: every widget it names
 * exists, and no label, option, hint or button shows a raw translation key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { FORM_IDS } from '../../../engine/forms/form-ids';
import { SchemaForm } from '../../../engine/react/schema-form';
import { portalWidgets } from '../../../engine/react/theme';
import { createI18n } from '../../../screens/shared/i18n/i18n';
import { composeFor } from '../../engine/forms/region-fixture';
import { createTestValidator } from './form-fixture';

afterEach(cleanup);

const validator = createTestValidator();
const SCOPES = [{ city_id: 'UK-LONDON' }, { city_id: 'FR-PARIS' }];
const RAW_KEY = /\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b/;

function widgetsNamed(uiSchema: Record<string, unknown>): string[] {
  return Object.values(uiSchema).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const own = (entry as Record<string, unknown>)['ui:widget'];
    return [...(typeof own === 'string' ? [own] : []), ...widgetsNamed(entry as Record<string, unknown>)];
  });
}

describe.each(SCOPES)('forms composed for $city_id', (scope) => {
  it.each(FORM_IDS)('%s renders every question translated, with known widgets', async (formId) => {
    const composed = await composeFor(formId, scope);
    // Without its conditions nothing is hidden: every question of the scope is drawn.
    const everything = { ...composed, schema: { ...composed.schema, allOf: undefined } };
    for (const widget of widgetsNamed(composed.uiSchema)) expect(portalWidgets).toHaveProperty(widget);
    for (const language of ['en_GB', 'fr_FR'] as const) {
      const { container, unmount } = render(
        <I18nextProvider i18n={createI18n(language)}>
          <SchemaForm composed={everything} validator={validator} formData={{}} onChange={() => {}} onSubmit={() => {}} />
        </I18nextProvider>,
      );
      const texts = [container.textContent ?? '', ...[...container.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder') ?? '')];
      expect({ formId, language, raw: texts.join(' ').match(RAW_KEY)?.[0] }).toEqual({ formId, language, raw: undefined });
      unmount();
    }
  });
});

describe('the sign-up terms box links to the terms and the privacy policy (issue 9)', () => {
  it('renders the help text with links that open the pages in a new tab', async () => {
    const composed = await composeFor('signup', { city_id: 'UK-LONDON' });
    const everything = { ...composed, schema: { ...composed.schema, allOf: undefined } };
    const { getByRole } = render(
      <I18nextProvider i18n={createI18n('fr_FR')}>
        <SchemaForm composed={everything} validator={validator} formData={{}} onChange={() => {}} onSubmit={() => {}} />
      </I18nextProvider>,
    );
    const terms = getByRole('link', { name: 'conditions générales' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/privacy');
  });
});
