import { describe, expect, it } from 'vitest';
import { withOfferedOptions } from '../../../engine/forms/offered-answers';
import { composeFor } from './region-fixture';

describe('withOfferedOptions: answers carried to another composition keep only offered choices', () => {
  it('Birmingham (massage only): beauty leaves the service areas; other answers stay', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-BIRMINGHAM' });
    const kept = withOfferedOptions(schema, { serviceAreas: ['massage', 'beauty'], firstName: 'Ada', gender: 'female' });
    expect(kept).toEqual({ serviceAreas: ['massage'], firstName: 'Ada', gender: 'female' });
  });

  it('drops a list left with no offered choice, and a single choice not offered', async () => {
    const { schema } = await composeFor('signup', { city_id: 'UK-BIRMINGHAM' });
    expect(withOfferedOptions(schema, { serviceAreas: ['beauty'], city_id: 'AT-VIENNA', gender: 'other' })).toEqual({});
    expect(withOfferedOptions(schema, { city_id: 'UK-LONDON' })).toEqual({ city_id: 'UK-LONDON' });
  });
});
