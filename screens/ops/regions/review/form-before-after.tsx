import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposedForm } from '../../../../engine/forms/compose';
import { formDifferences } from '../../form-differences';
import { FormPreviewPanel } from '../../form-preview-panel';
import { DifferenceList } from '../../ops-forms-page';
import { previewValidator } from '../preview-validator';

/**
 * One form of a changed scope as it is served now and as the change would serve it, side by side
 * from laptops up, with what differs listed and marked on the questions.
 */
export function FormBeforeAfter({ id, before, after }: { id: string; before: ComposedForm | null; after: ComposedForm | null }) {
  const { t } = useTranslation();
  const names = { left: t('OPS_REGIONS_BEFORE'), right: t('OPS_REGIONS_AFTER') };
  const differences = useMemo(() => (before && after ? formDifferences(before, after, names) : null), [before, after, names.left, names.right]); // eslint-disable-line react-hooks/exhaustive-deps
  const formId = (after ?? before)?.formId ?? '';
  return (
    <div className="ops-before-after">
      <h4 className="ops-before-after__title">{t('OPS_REGIONS_FORM', { form: t(`OPS_FORMS_FORM_${formId.toUpperCase().replace(/-/g, '_')}`) })}</h4>
      {differences && differences.items.length > 0 ? (
        <DifferenceList items={differences.items} leftName={names.left} rightName={names.right} />
      ) : (
        <p className="ops-summary__none">{t('OPS_REGIONS_FORM_SAME')}</p>
      )}
      <div className="ops-panels ops-panels--two">
        {(['before', 'after'] as const).map((side) => {
          const composed = side === 'before' ? before : after;
          return (
            <section key={side} className={`ops-panel ops-panel--${side}`} aria-labelledby={`ops-${id}-${side}`}>
              <header className="ops-panel__header">
                <h5 id={`ops-${id}-${side}`} className="ops-panel__title">
                  {side === 'before' ? names.left : names.right}
                </h5>
              </header>
              <div className="ops-panel__body">
                {composed ? (
                  <FormPreviewPanel
                    composed={composed}
                    validator={previewValidator}
                    idPrefix={`${id}-${side}`}
                    marks={side === 'before' ? differences?.left : differences?.right}
                  />
                ) : (
                  <p>{t('OPS_REGIONS_NO_SCOPE')}</p>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
