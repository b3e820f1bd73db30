import { useCallback } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { FormData } from '../forms/json-schema';
import type { FormFieldsProps } from './form-fields';
import { PortalForm } from './theme';

/**
 * What RJSF fills in by itself: only a schema's own `default`. A `const: true` (terms) must not
 * tick the box for the user, `minItems` must not pre-select options, and an unanswered required
 * checkbox stays unanswered (RJSF would write `false`).
 */
const DEFAULT_FORM_STATE_BEHAVIOR = {
  constAsDefaults: 'never',
  arrayMinItems: { populate: 'never' },
  emptyObjectFields: 'skipEmptyDefaults',
  requiredBooleanDefault: 'skip',
} as const;

const EMPTY_DATA: FormData = {};

/**
 * The questions drawn by RJSF with the portal theme: every form that is not simple enough for
 * simple-fields.tsx. Its own chunk, loaded by <SchemaForm> (and started early by the pages with
 * such a form, `preloadFormEngine` in form-engine.ts).
 */
export default function RjsfFields({ idPrefix, schema, uiSchema, validator, formData, onChange, onSubmit, extraErrors, children }: FormFieldsProps) {
  const handleChange = useCallback((event: IChangeEvent<FormData>) => onChange(event.formData ?? EMPTY_DATA), [onChange]);
  const handleSubmit = useCallback((event: IChangeEvent<FormData>) => onSubmit(event.formData ?? EMPTY_DATA), [onSubmit]);
  return (
    <PortalForm
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      formData={formData}
      onChange={handleChange}
      onSubmit={handleSubmit}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      liveValidate={false}
      idPrefix={idPrefix}
      className="sf-form"
      experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE_BEHAVIOR}
    >
      {children}
    </PortalForm>
  );
}
