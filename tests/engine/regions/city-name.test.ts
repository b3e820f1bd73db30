import { describe, expect, it } from 'vitest';
import { cityName, nameIn } from '../../../engine/regions/city-name';
import { localizeOptionLabels } from '../../../engine/forms/option-labels';
import { composeFor } from '../forms/region-fixture';

describe('place names in the reader\'s language (issue 9)', () => {
  it('uses a city\'s name in the language where the region file gives one, else its name', () => {
    const vienna = { name: 'Vienna', names: { fr_FR: 'Vienne', de_AT: 'Wien' } };
    expect(cityName(vienna, 'de_AT')).toBe('Wien');
    expect(cityName(vienna, 'fr_FR')).toBe('Vienne');
    expect(cityName(vienna, 'en_GB')).toBe('Vienna');
    expect(cityName({ name: 'Paris' }, 'de_AT')).toBe('Paris');
    expect(nameIn('fr_FR', 'Vienna', { fr_FR: 'Vienne' })).toBe('Vienne');
  });

  it('gives the sign-up city choice in every language, put in place for the page by localizeOptionLabels', async () => {
    const { schema, uiSchema } = await composeFor('signup', { city_id: 'UK-LONDON' });
    const values = (schema.properties?.city_id as { enum: string[] }).enum;
    const english = (uiSchema.city_id as Record<string, string[]>)['ui:enumNames'];
    expect(english[values.indexOf('UK-LONDON')]).toBe('London');
    const french = localizeOptionLabels(uiSchema, 'fr_FR').city_id as Record<string, string[]>;
    expect(french['ui:enumNames'][values.indexOf('UK-LONDON')]).toBe('Londres');
    expect(french['ui:enumNames'][values.indexOf('UK-MANCHESTER')]).toBe('Manchester et Liverpool');
    const german = localizeOptionLabels(uiSchema, 'de_AT').city_id as Record<string, string[]>;
    expect(german['ui:enumNames'][values.indexOf('UK-MANCHESTER')]).toBe('Manchester und Liverpool');
    expect(german['ui:enumNames'][values.indexOf('UK-LONDON')]).toBe('London');
    expect(localizeOptionLabels(uiSchema, 'en_GB').city_id).toEqual(uiSchema.city_id);
  });
});
