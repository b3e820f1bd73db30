import type { FieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { UiSchema } from '../../engine/forms/json-schema';
import { useTranslateText } from '../../engine/react/translate';
import type { FieldMark, FieldMarks } from './form-differences';

/** Where a field's marks travel in its UI schema entry, next to RJSF's own `ui:` keys. */
const MARKS_KEY = 'ui:opsMarks';

function marksOf(uiSchema: FieldTemplateProps['uiSchema']): FieldMark[] {
  const marks = (uiSchema as Record<string, unknown> | undefined)?.[MARKS_KEY];
  return Array.isArray(marks) ? (marks as FieldMark[]) : [];
}

/**
 * The theme's own field, with the differences marked above it. Installed per field through
 * RJSF's `ui:FieldTemplate`, so the form itself (widgets, errors, focus) is exactly the one
 * every visitor gets.
 */
export function MarkedFieldTemplate(props: FieldTemplateProps) {
  const Field = props.registry.templates.FieldTemplate;
  const marks = marksOf(props.uiSchema);
  if (props.hidden || marks.length === 0) return <Field {...props} />;
  return (
    <div className={`ops-marked ops-marked--${marks[0].kind}`} data-field={props.fieldPathId.path.join('.')}>
      <FieldMarkList marks={marks} />
      <Field {...props} />
    </div>
  );
}

function FieldMarkList({ marks }: { marks: FieldMark[] }) {
  const { t } = useTranslation();
  const tr = useTranslateText();
  const list = (labels: string[]) => labels.map((label) => tr(label)).join(', ');
  return (
    <div className="ops-marks">
      {marks.map((mark) => {
        switch (mark.kind) {
          case 'only-here':
            return (
              <span key={mark.kind} className="ops-badge ops-badge--only">
                {t('OPS_FORMS_DIFF_ONLY_IN', { scope: tr(mark.scope) })}
              </span>
            );
          case 'options':
            return (
              <div key={mark.kind} className="ops-marks__options">
                <span className="ops-badge ops-badge--options">{t('OPS_FORMS_DIFF_OPTIONS')}</span>
                <ul className="ops-option-diff">
                  {mark.onlyHere.length > 0 ? <li>{t('OPS_FORMS_DIFF_OPTIONS_ONLY_HERE', { options: list(mark.onlyHere) })}</li> : null}
                  {mark.missingHere.length > 0 ? <li>{t('OPS_FORMS_DIFF_OPTIONS_MISSING_HERE', { options: list(mark.missingHere) })}</li> : null}
                </ul>
              </div>
            );
          case 'required-only-here':
            return (
              <span key={mark.kind} className="ops-badge ops-badge--required">
                {t('OPS_FORMS_DIFF_REQUIRED_ONLY_HERE')}
              </span>
            );
          case 'always-required-here':
            return (
              <span key={mark.kind} className="ops-badge ops-badge--required">
                {t('OPS_FORMS_DIFF_ALWAYS_REQUIRED_HERE')}
              </span>
            );
        }
      })}
    </div>
  );
}

/** The UI schema with each marked field drawn by MarkedFieldTemplate (same object when nothing is marked). */
export function uiSchemaWithMarks(uiSchema: UiSchema, marks: FieldMarks | undefined): UiSchema {
  if (!marks || Object.keys(marks).length === 0) return uiSchema;
  const result: UiSchema = { ...uiSchema };
  for (const [field, fieldMarks] of Object.entries(marks)) {
    const own = uiSchema[field];
    result[field] = {
      ...(typeof own === 'object' && own !== null ? own : {}),
      'ui:FieldTemplate': MarkedFieldTemplate,
      [MARKS_KEY]: fieldMarks,
    };
  }
  return result;
}
