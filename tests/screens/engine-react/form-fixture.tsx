import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { FormData } from '../../../engine/forms/json-schema';
import { SchemaForm, type SchemaFormProps } from '../../../engine/react/schema-form';
import { addPortalFormats } from '../../../engine/validation/formats';
import { createI18n } from '../../../screens/shared/i18n/i18n';

/**
 * A small composed form with what the real ones use: a question revealed by an answer (licence
 * number for certified practitioners), radio cards, a checkbox group, formats with portal error
 * codes, a password and its confirmation, a warning callout, a terms checkbox, a default.
 */
export const composed: ComposedForm = {
  formId: 'signup',
  scope: { country_id: 'UK', city_id: 'UK-LONDON' },
  schema: {
    $id: 'forms/signup/UK-LONDON',
    type: 'object',
    title: 'TEST_FORM_TITLE',
    additionalProperties: false,
    properties: {
      certified: { type: 'string', title: 'TEST_CERTIFIED', enum: ['certified', 'student'] },
      licenceNumber: { type: 'string', title: 'TEST_LICENCE', minLength: 1 },
      selfEmployed: { type: 'string', title: 'TEST_SELF_EMPLOYED', enum: ['yes', 'no'] },
      selfEmployedWarning: { type: 'null', title: 'TEST_WARNING_TITLE' },
      workPeriods: {
        type: 'array',
        title: 'TEST_WORK_PERIODS',
        uniqueItems: true,
        minItems: 1,
        items: { type: 'string', enum: ['weekdays', 'weekends'] },
      },
      email: { type: 'string', title: 'TEST_EMAIL', format: 'portal-email' },
      iban: { type: 'string', title: 'TEST_IBAN', format: 'iban' },
      password: { type: 'string', title: 'TEST_PASSWORD', minLength: 6 },
      passwordConfirm: { type: 'string', title: 'TEST_PASSWORD_CONFIRM', const: { $data: '1/password' } },
      graduationDate: { type: 'string', title: 'TEST_GRADUATION', format: 'dd-mm-yyyy' },
      referralCode: { type: 'string', title: 'TEST_REFERRAL', format: 'referral-code' },
      acceptTerms: { type: 'boolean', title: 'TEST_TERMS', const: true, errorCode: { const: 'FORM_ERROR_MUST_ACCEPT' } },
      acceptMarketing: { type: 'boolean', title: 'TEST_MARKETING', default: false },
    },
    required: ['certified', 'selfEmployed', 'workPeriods', 'email', 'password', 'passwordConfirm', 'acceptTerms'],
    allOf: [
      {
        if: { properties: { certified: { const: 'certified' } }, required: ['certified'] },
        then: { required: ['licenceNumber'], 'x-reveals': ['licenceNumber'] },
      },
      {
        if: { properties: { selfEmployed: { const: 'no' } }, required: ['selfEmployed'] },
        then: { 'x-reveals': ['selfEmployedWarning'] },
      },
    ],
  },
  uiSchema: {
    'ui:order': [
      'certified',
      'licenceNumber',
      'selfEmployed',
      'selfEmployedWarning',
      'workPeriods',
      'email',
      'iban',
      'password',
      'passwordConfirm',
      'graduationDate',
      'referralCode',
      'acceptTerms',
      'acceptMarketing',
    ],
    'ui:submitLabel': 'TEST_SUBMIT',
    'ui:formError': 'TEST_ERRORS_IN_FORM',
    certified: { 'ui:widget': 'radioCards', 'ui:enumNames': ['TEST_CERTIFIED_YES', 'TEST_CERTIFIED_STUDENT'] },
    licenceNumber: { 'ui:help': 'TEST_LICENCE_HELP' },
    selfEmployed: { 'ui:widget': 'radioCards', 'ui:enumNames': ['FORM_YES', 'FORM_NO'] },
    selfEmployedWarning: { 'ui:widget': 'warning', 'ui:description': 'TEST_WARNING_TEXT' },
    workPeriods: { 'ui:widget': 'checkboxes', 'ui:enumNames': ['TEST_WEEKDAYS', 'TEST_WEEKENDS'] },
    email: { 'ui:widget': 'email', 'ui:autocomplete': 'email', 'ui:placeholder': 'TEST_EMAIL_PLACEHOLDER' },
    password: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
    passwordConfirm: { 'ui:widget': 'password' },
    graduationDate: { 'ui:widget': 'date' },
    referralCode: { 'ui:options': { uppercase: true } },
    acceptTerms: { 'ui:widget': 'checkbox' },
    acceptMarketing: { 'ui:widget': 'checkbox' },
  },
};

const TEST_TEXTS = {
  en: {
    TEST_FORM_TITLE: 'Create your account',
    TEST_CERTIFIED: 'Are you certified?',
    TEST_CERTIFIED_YES: 'Yes, certified',
    TEST_CERTIFIED_STUDENT: 'I am a student',
    TEST_LICENCE: 'Licence number',
    TEST_LICENCE_HELP: 'As printed on your certificate',
    TEST_SELF_EMPLOYED: 'Are you self-employed?',
    TEST_WARNING_TITLE: 'You will need to register as self-employed',
    TEST_WARNING_TEXT: 'Practitioners work as independent contractors.',
    TEST_WORK_PERIODS: 'When can you work?',
    TEST_WEEKDAYS: 'Weekdays',
    TEST_WEEKENDS: 'Weekends',
    TEST_EMAIL: 'Email address',
    TEST_EMAIL_PLACEHOLDER: 'name@example.com',
    TEST_IBAN: 'IBAN',
    TEST_PASSWORD: 'Password',
    TEST_PASSWORD_CONFIRM: 'Repeat the password',
    TEST_GRADUATION: 'Graduation date',
    TEST_REFERRAL: 'Referral code (optional)',
    TEST_TERMS: 'I accept the terms',
    TEST_MARKETING: 'Send me news and offers',
    TEST_SUBMIT: 'Create my account',
    TEST_ERRORS_IN_FORM: 'Please correct the highlighted answers.',
  },
  fr: {
    TEST_EMAIL: 'Adresse e-mail',
    TEST_PASSWORD: 'Mot de passe',
    TEST_ERRORS_IN_FORM: 'Veuillez corriger les réponses signalées.',
  },
};

export function createTestI18n() {
  const i18n = createI18n('en_GB');
  i18n.addResourceBundle('en-GB', 'translation', TEST_TEXTS.en, true, false);
  i18n.addResourceBundle('fr-FR', 'translation', { ...TEST_TEXTS.en, ...TEST_TEXTS.fr }, true, false);
  return i18n;
}

/**
 * TEST ONLY: RJSF's AJV validator configured like createAjv (portal formats, errorCode,
 * $data, verbose errors). The app uses the server's precompiled module (useFormValidator),
 * exercised in use-form-validator.test.tsx.
 */
export function createTestValidator(): ValidatorType {
  return customizeValidator({ ajvOptionsOverrides: { $data: true, verbose: true }, extenderFn: addPortalFormats });
}

export type HarnessProps = Partial<Omit<SchemaFormProps, 'onChange'>> & {
  initialData?: FormData;
  i18n: ReturnType<typeof createTestI18n>;
  onChangeSpy?: (data: FormData) => void;
};

/** A page holding the form data in state, as the screens do. */
export function Harness({ initialData, i18n, onChangeSpy, ...props }: HarnessProps) {
  const [formData, setFormData] = useState<FormData | undefined>(initialData);
  const [validator] = useState(createTestValidator);
  return (
    <I18nextProvider i18n={i18n}>
      <SchemaForm
        composed={composed}
        validator={validator}
        formData={formData}
        onSubmit={() => {}}
        {...props}
        onChange={(data) => {
          setFormData(data);
          onChangeSpy?.(data);
        }}
      />
    </I18nextProvider>
  );
}

export const fullSchema = composed.schema as RJSFSchema;
