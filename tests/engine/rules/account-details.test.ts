import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE_LABEL, accountType, experienceLabelKey } from '../../../engine/rules/account-details';
import enGB from '../../../locales/en_GB.json';

describe('account type', () => {
  it('is independent unless the worker works through an operator partner', () => {
    expect(accountType({ operatorPartner_id: null })).toBe('independent');
    expect(accountType({ operatorPartner_id: 'op-1' })).toBe('operator-partner');
    for (const key of Object.values(ACCOUNT_TYPE_LABEL)) expect(enGB).toHaveProperty(key);
  });
});

describe('experience label', () => {
  it("uses the sign-up form's label for each of its answers", () => {
    const schema = JSON.parse(readFileSync(new URL('../../../schemas/forms/signup.schema.json', import.meta.url), 'utf8'));
    const ui = JSON.parse(readFileSync(new URL('../../../schemas/forms/signup.ui.json', import.meta.url), 'utf8'));
    const answers = schema.properties.experience.enum as string[];
    const labels = ui.experience['ui:enumNames'] as string[];
    expect(answers.map(experienceLabelKey)).toEqual(labels);
  });

  it('is null for no answer or an unknown one', () => {
    expect(experienceLabelKey(null)).toBeNull();
    expect(experienceLabelKey(undefined)).toBeNull();
    expect(experienceLabelKey('10-plus')).toBeNull();
  });
});
