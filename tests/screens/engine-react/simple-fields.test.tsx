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
import { hiddenFields } from '../../../engine/forms/visibility';
import { requiredFields, schemaForRendering, uiSchemaWithHidden } from '../../../engine/react/render-schema';
import RjsfFields from '../../../engine/react/rjsf-fields';
import { isSimpleForm } from '../../../engine/react/simple-form-kind';
import { SimpleFields } from '../../../engine/react/simple-fields';
import { createI18n } from '../../../screens/shared/i18n/i18n';
import { composeFor } from '../../engine/forms/region-fixture';
import { createTestValidator } from './form-fixture';

afterEach(cleanup);

const validator = createTestValidator();

async function renderedForm(formId: FormId, scope: { city_id?: string; country_id?: string }) {
  const composed = await composeFor(formId, scope);
  const schema = schemaForRendering(composed.schema, composed.schema.required ?? []) as RJSFSchema;
  return { composed, schema, uiSchema: composed.uiSchema as UiSchema };
}

/**
 * Types into a text question and leaves it: the plain renderer hands typed text to the form after
 * the frame that shows it, or at once when focus leaves (engine/react/after-frame-change.ts).
 */
function typeAndLeave(input: Element, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
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
  it('the short account forms and sign-up are; almost there and the booking note are not', async () => {
    const simple: string[] = [];
    for (const formId of FORM_IDS) {
      const { schema, uiSchema } = await renderedForm(formId, { city_id: 'UK-LONDON' });
      if (isSimpleForm(schema, uiSchema)) simple.push(formId);
    }
    expect(simple).toEqual(expect.arrayContaining(['login', 'forgot-password', 'reset-password', 'unsubscribe', 'signup']));
    // Dates, text areas: RJSF. The markup of every simple form is compared with RJSF's below.
    expect(simple).not.toContain('almost-there');
    expect(simple).not.toContain('booking-note');
  });
});

describe.each([{ city_id: 'UK-LONDON' }, { country_id: 'FR' }])('simple forms of $city_id$country_id', (scope) => {
  it.each(FORM_IDS)('%s: the same markup and answers as RJSF, with and without errors', async (formId) => {
    const { composed, schema, uiSchema } = await renderedForm(formId, scope);
    if (!isSimpleForm(schema, uiSchema)) return;
    const names = Object.keys(schema.properties ?? {});
    // Typing into every question: forms of text questions only (sign-up, with its choices and conditions, is tested below).
    const textOnly = names.every((name) => (schema.properties?.[name] as RJSFSchema).type === 'string' && !(schema.properties?.[name] as RJSFSchema).enum);
    const answered: FormData = textOnly ? Object.fromEntries(names.map((name, index) => [name, `answer ${index}`])) : {};
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
      const rjsfAnswers = (textOnly ? names : []).map((name) => {
        typeAndLeave(rjsf.container.querySelector(`#${composed.formId}_${name}`)!, 'typed');
        return changes.rjsf.mock.lastCall?.[0] as FormData;
      });
      rjsf.unmount();
      const simple = draw(SimpleFields, { ...base, onChange: changes.simple });
      expect(simple.container.innerHTML).toBe(rjsfHtml);
      expect(document.activeElement?.id).toBe(rjsfFocus);
      if (!textOnly) {
        simple.unmount();
        continue;
      }
      const simpleAnswers = names.map((name) => {
        typeAndLeave(simple.container.querySelector(`#${composed.formId}_${name}`)!, 'typed');
        return changes.simple.mock.lastCall?.[0] as FormData;
      });
      // RJSF keeps the keys of unanswered questions with an undefined value: the answers that count are the same.
      expect(JSON.parse(JSON.stringify(simpleAnswers))).toEqual(JSON.parse(JSON.stringify(rjsfAnswers)));
      simple.unmount();
    }
  });
});

/** The sign-up form as <SchemaForm> hands it to a renderer for these answers: hidden questions and required markers as they stand. */
async function signupFor(scope: { city_id: string }, formData: FormData) {
  const composed = await composeFor('signup', scope);
  const schema = schemaForRendering(composed.schema, requiredFields(composed.schema, formData)) as RJSFSchema;
  const uiSchema = uiSchemaWithHidden(composed.uiSchema, [...hiddenFields(composed.schema, formData)]) as UiSchema;
  return { composed, schema, uiSchema };
}

describe.each([{ city_id: 'UK-LONDON' }, { city_id: 'FR-PARIS' }])('the sign-up form of $city_id', (scope) => {
  const everyService: FormData = { city_id: scope.city_id, certified: 'certified', serviceAreas: ['massage', 'beauty', 'osteo', 'fitness'] };
  const answered: FormData = {
    ...everyService,
    licenceNumber: 'L-123',
    massageTreatments: ['SPECIALITY_SWEDISH_MASSAGE'],
    firstName: 'Ada',
    lastName: 'Lovelace',
    mobile: '07700 900123',
    email: 'ada@example.com',
    password: 'secret-password',
    referralCode: 'ABC123',
    gender: 'female',
    experience: '1-5',
    massageMenAndWomen: 'yes',
    workPeriods: ['weekends', 'evenings'],
    transportMode: 'driving',
    understandMinimumLevelRequired: true,
    acceptTerms: true,
  };
  const cases: [string, FormData, boolean][] = [
    ['the first step', {}, false],
    ['not certified (the warning shown)', { city_id: scope.city_id, certified: 'not-certified' }, true],
    ['every question shown', everyService, false],
    ['every question shown, with errors', everyService, true],
    ['every question answered, with errors', answered, true],
  ];

  it.each(cases)('%s: the same markup as RJSF', async (_case, formData, withErrors) => {
    const { composed, schema, uiSchema } = await signupFor(scope, formData);
    expect(isSimpleForm(schema, uiSchema)).toBe(true);
    const names = Object.keys(schema.properties ?? {});
    const extraErrors = (withErrors ? Object.fromEntries(names.map((name) => [name, { __errors: [`Wrong ${name}`] }])) : {}) as ErrorSchema;
    const base = { idPrefix: composed.formId, schema, uiSchema, validator, formData, extraErrors, onSubmit: () => {}, onChange: () => {} };
    const rjsf = draw(RjsfFields, base);
    const rjsfHtml = rjsf.container.innerHTML;
    rjsf.unmount();
    const simple = draw(SimpleFields, base);
    expect(simple.container.innerHTML).toBe(rjsfHtml);
    if (formData === everyService) expect(simple.container.querySelectorAll('.sf-field').length).toBeGreaterThanOrEqual(20);
    simple.unmount();
  });

  it('the same answers as RJSF for a select, radio cards, a checkbox group, a checkbox and a text', async () => {
    const { composed, schema, uiSchema } = await signupFor(scope, everyService);
    const steps: [string, (root: HTMLElement) => void][] = [
      ['city', (root) => fireEvent.change(root.querySelector('#signup_city_id')!, { target: { value: '1' } })],
      ['experience', (root) => fireEvent.click(root.querySelector('#signup_experience-2')!)],
      ['untick beauty', (root) => fireEvent.click(root.querySelector('#signup_serviceAreas-1')!)],
      ['treatment', (root) => fireEvent.click(root.querySelector('#signup_massageTreatments-0')!)],
      ['terms', (root) => fireEvent.click(root.querySelector('#signup_acceptTerms')!)],
      ['name', (root) => typeAndLeave(root.querySelector('#signup_firstName')!, 'Ada')],
      ['empty name', (root) => typeAndLeave(root.querySelector('#signup_firstName')!, '')],
    ];
    const answersOf = (Fields: (props: FormFieldsProps) => ReactNode) => {
      const onChange = vi.fn();
      const drawn = draw(Fields, { idPrefix: composed.formId, schema, uiSchema, validator, formData: everyService, extraErrors: {}, onSubmit: () => {}, onChange });
      const answers = steps.map(([, step]) => {
        step(drawn.container);
        return JSON.parse(JSON.stringify(onChange.mock.lastCall?.[0] ?? null)) as FormData;
      });
      const html = drawn.container.innerHTML;
      drawn.unmount();
      return { answers, html };
    };
    const rjsf = answersOf(RjsfFields);
    const simple = answersOf(SimpleFields);
    expect(simple.answers).toEqual(rjsf.answers);
    expect(simple.answers[2]?.serviceAreas).toEqual(['massage', 'osteo', 'fitness']);
    expect(simple.html).toBe(rjsf.html);
  });
});

describe('a region overlay adding what the plain renderer does not know hands the form to RJSF', () => {
  it.each([
    ['a date question', (schema: RJSFSchema, ui: UiSchema) => {
      schema.properties = { ...schema.properties, graduation: { type: 'string', title: 'X' } };
      ui.graduation = { 'ui:widget': 'date' };
    }],
    ['a default answer', (schema: RJSFSchema) => {
      schema.properties = { ...schema.properties, acceptMarketing: { type: 'boolean', title: 'X', default: false } };
    }],
    ['questions in a titled group', (_schema: RJSFSchema, ui: UiSchema) => {
      ui.firstName = { ...(ui.firstName as object), 'ui:options': { group: 'SIGNUP_ABOUT_YOU' } };
    }],
    ['markdown in a help text', (_schema: RJSFSchema, ui: UiSchema) => {
      ui.password = { ...(ui.password as object), 'ui:enableMarkdownInHelp': true };
    }],
    ['a nested object', (schema: RJSFSchema) => {
      schema.properties = { ...schema.properties, banking: { type: 'object', properties: { iban: { type: 'string' } } } };
    }],
  ])('%s', async (_case, change) => {
    const { schema, uiSchema } = await renderedForm('signup', { city_id: 'UK-LONDON' });
    expect(isSimpleForm(schema, uiSchema)).toBe(true);
    const changedSchema = structuredClone(schema);
    const changedUi = structuredClone(uiSchema);
    change(changedSchema, changedUi);
    expect(isSimpleForm(changedSchema, changedUi)).toBe(false);
  });
});
