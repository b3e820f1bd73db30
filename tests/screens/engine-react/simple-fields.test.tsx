// @vitest-environment jsdom
/*
 * Small forms are drawn without RJSF (engine/react/simple-fields.tsx). For every real form the
 * plain renderer accepts, it must draw exactly what RJSF draws with the portal theme (same
 * markup: labels, required markers, aria-invalid, aria-describedby, error texts, autofocus) and
 * report the same answers as the person types.
 */
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { FORM_IDS, type FormId } from '../../../engine/forms/form-ids';
import type { FormData } from '../../../engine/forms/json-schema';
import type { FormFieldsProps } from '../../../engine/react/form-fields';
import { schemaForRendering } from '../../../engine/react/render-schema';
import RjsfFields from '../../../engine/react/rjsf-fields';
import { isSimpleForm, SimpleFields } from '../../../engine/react/simple-fields';
import { createI18n } from '../../../screens/app/i18n';
import { composeFor } from '../../engine/forms/region-fixture';
import { createTestValidator } from './form-fixture';

afterEach(cleanup);

const validator = createTestValidator();

async function renderedForm(formId: FormId, scope: { city_id?: string; country_id?: string }) {
  const composed = await composeFor(formId, scope);
  const schema = schemaForRendering(composed.schema, composed.schema.required ?? []) as RJSFSchema;
  return { composed, schema, uiSchema: composed.uiSchema as UiSchema };
}

/** The answers kept by the page, as <SchemaForm> does. */
function Controlled({ Fields, props }: { Fields: (props: FormFieldsProps) => ReactNode; props: Omit<FormFieldsProps, 'children'> }) {
  const [formData, setFormData] = useState(props.formData);
  return (
    <Fields
      {...props}
      formData={formData}
      onChange={(data) => {
        setFormData(data);
        props.onChange(data);
      }}
    >
      <button type="submit">OK</button>
    </Fields>
  );
}

function draw(Fields: (props: FormFieldsProps) => ReactNode, props: Omit<FormFieldsProps, 'children'>) {
  return render(
    <I18nextProvider i18n={createI18n('fr_FR')}>
      <div>
        <Controlled Fields={Fields} props={props} />
      </div>
    </I18nextProvider>,
  );
}

describe('which forms are simple', () => {
  it('the short account forms are; sign-up, almost there and the screening test are not', async () => {
    const simple: string[] = [];
    for (const formId of FORM_IDS) {
      const { schema, uiSchema } = await renderedForm(formId, { city_id: 'UK-LONDON' });
      if (isSimpleForm(schema, uiSchema)) simple.push(formId);
    }
    expect(simple).toEqual(expect.arrayContaining(['login', 'forgot-password', 'reset-password', 'unsubscribe']));
    expect(simple).not.toEqual(expect.arrayContaining(['signup']));
    expect(simple).not.toContain('almost-there');
    expect(simple).not.toContain('competency-test');
    expect(simple).not.toContain('booking-note');
  });
});

describe.each([{ city_id: 'UK-LONDON' }, { country_id: 'FR' }])('simple forms of $city_id$country_id', (scope) => {
  it.each(FORM_IDS)('%s: the same markup and answers as RJSF, with and without errors', async (formId) => {
    const { composed, schema, uiSchema } = await renderedForm(formId, scope);
    if (!isSimpleForm(schema, uiSchema)) return;
    const names = Object.keys(schema.properties ?? {});
    const answered: FormData = Object.fromEntries(names.map((name, index) => [name, `answer ${index}`]));
    const everyError: ErrorSchema = Object.fromEntries(names.map((name) => [name, { __errors: [`Wrong ${name}`] }])) as ErrorSchema;
    const cases: { formData: FormData; extraErrors: ErrorSchema }[] = [
      { formData: {}, extraErrors: {} },
      { formData: answered, extraErrors: everyError },
    ];
    for (const { formData, extraErrors } of cases) {
      const changes = { rjsf: vi.fn(), simple: vi.fn() };
      const base = { idPrefix: composed.formId, schema, uiSchema, validator, formData, extraErrors, onSubmit: () => {} };
      const rjsf = draw(RjsfFields, { ...base, onChange: changes.rjsf });
      const rjsfHtml = rjsf.container.innerHTML;
      const rjsfFocus = document.activeElement?.id;
      const rjsfAnswers = names.map((name) => {
        fireEvent.change(rjsf.container.querySelector(`#${composed.formId}_${name}`)!, { target: { value: 'typed' } });
        return changes.rjsf.mock.lastCall?.[0] as FormData;
      });
      rjsf.unmount();
      const simple = draw(SimpleFields, { ...base, onChange: changes.simple });
      expect(simple.container.innerHTML).toBe(rjsfHtml);
      expect(document.activeElement?.id).toBe(rjsfFocus);
      const simpleAnswers = names.map((name) => {
        fireEvent.change(simple.container.querySelector(`#${composed.formId}_${name}`)!, { target: { value: 'typed' } });
        return changes.simple.mock.lastCall?.[0] as FormData;
      });
      // RJSF keeps the keys of unanswered questions with an undefined value: the answers that count are the same.
      expect(JSON.parse(JSON.stringify(simpleAnswers))).toEqual(JSON.parse(JSON.stringify(rjsfAnswers)));
      simple.unmount();
    }
  });
});
