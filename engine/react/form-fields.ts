import type { ReactNode } from 'react';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { FormData } from '../forms/json-schema';

/**
 * What <SchemaForm> hands the part that draws the questions: RJSF (rjsf-fields.tsx, loaded when
 * a form needs it) or the plain renderer of small forms (simple-fields.tsx). Both draw the same
 * templates and widgets; <SchemaForm> keeps the answers, the errors and their timing.
 */
export interface FormFieldsProps {
  /** DOM ids: `${idPrefix}_${name}`. */
  idPrefix: string;
  /** The schema to draw (render-schema.ts: no allOf, required as it stands now). */
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** For RJSF's own use while rendering (it never reports errors). */
  validator: ValidatorType;
  formData: FormData;
  onChange: (data: FormData) => void;
  onSubmit: (data: FormData) => void;
  /** The errors to show, translated, as RJSF's error schema. */
  extraErrors: ErrorSchema;
  /** After the questions: the links, the alert and the submit button. */
  children: ReactNode;
}
