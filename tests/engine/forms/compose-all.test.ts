import { describe, expect, it } from 'vitest';
import { FORM_IDS } from '../../../engine/forms/form-ids';
import { listCities } from '../../../engine/regions/cities';
import { resolveRegion } from '../../../engine/regions/resolve';
import { composeForm } from '../../../engine/forms/compose';
import { createAjv } from '../../../engine/validation/create-ajv';
import { realRegions } from './region-fixture';

describe('every form composes for every scope', () => {
  it('gives a schema AJV compiles, with a ui order naming only existing questions', async () => {
    const set = await realRegions();
    const scopes = [{ country_id: 'UK' }, { country_id: 'FR' }, { country_id: 'AT' }, ...listCities(set).map((c) => ({ city_id: c.id }))];
    const ajv = createAjv();
    for (const formId of FORM_IDS) {
      for (const scope of scopes) {
        for (const env of ['test', 'production'] as const) {
          const composed = composeForm(formId, resolveRegion(set, scope, env), { cities: listCities(set), schools: [] });
          const where = `${formId} ${JSON.stringify(scope)} ${env}`;
          expect(() => ajv.compile({ ...composed.schema, $id: undefined }), where).not.toThrow();
          const order = composed.uiSchema['ui:order'] as string[] | undefined;
          for (const name of order ?? []) {
            if (name !== '*') expect(Object.keys(composed.schema.properties ?? {}), `${where} ui:order ${name}`).toContain(name);
          }
        }
      }
    }
  });
});
