import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidatorType } from '@rjsf/utils';
import type { ComposedForm } from '../../engine/forms/compose';
import type { FormId } from '../../engine/forms/form-ids';
import type { FormData } from '../../engine/forms/json-schema';
import { SchemaForm } from '../../engine/react/schema-form';
import type { FieldMarks } from './form-differences';
import { uiSchemaWithMarks } from './marked-field-template';

export interface FormPreviewPanelProps {
  composed: ComposedForm;
  /** The validator the server compiled for this form and scope (useComposedForm). */
  validator: ValidatorType;
  /** Prefix of the form's DOM ids: two panels of one form on a page need different ones. */
  idPrefix: string;
  marks?: FieldMarks;
}

/**
 * A city's sign-up form starts with that city chosen, as it does for a visitor who picked it on
 * the home page; anything else starts empty.
 */
function startingAnswers(composed: ComposedForm): FormData {
  const city = composed.scope.city_id;
  const options = composed.schema.properties?.city_id?.enum;
  return city !== null && options?.includes(city) ? { city_id: city } : {};
}

/**
 * One composed form, rendered and validated exactly as a visitor's (the validator the server
 * compiled for this form and scope); a valid submit only says so, nothing is sent.
 */
export function FormPreviewPanel({ composed, validator, idPrefix, marks }: FormPreviewPanelProps) {
  const { t } = useTranslation();
  const shown = useMemo(
    // SchemaForm names its DOM ids after `formId` and uses it for nothing else; the schema
    // object stays the one the validator was built for.
    () => ({ ...composed, formId: idPrefix as FormId, uiSchema: uiSchemaWithMarks(composed.uiSchema, marks) }),
    [composed, idPrefix, marks],
  );
  const [formData, setFormData] = useState<FormData>(() => startingAnswers(composed));
  const [valid, setValid] = useState(false);
  const handleChange = useCallback((data: FormData) => {
    setFormData(data);
    setValid(false);
  }, []);
  const handleSubmit = useCallback(() => setValid(true), []);

  return (
    <>
      <SchemaForm composed={shown} validator={validator} formData={formData} onChange={handleChange} onSubmit={handleSubmit} />
      {valid ? (
        <p className="ops-panel__valid" role="status">
          {t('OPS_FORMS_VALID')}
        </p>
      ) : null}
    </>
  );
}
