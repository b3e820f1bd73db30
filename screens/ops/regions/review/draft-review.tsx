import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposedForm } from '../../../../engine/forms/compose';
import type { RegionProblem } from '../../../../engine/generated/api/region-problem';
import type { RegionsPreviewResponse } from '../../../../engine/generated/api/regions-preview-response';
import { FormBeforeAfter } from './form-before-after';
import { ProblemList } from './problem-list';
import { groupByScope, ScopeChangeArticle } from './scope-changes';

type ScopeForms = RegionsPreviewResponse['scopes'][number]['forms'];

/** Rendering two forms per scope is heavy: a review of many scopes opens them one by one. */
const FORMS_OPEN_UP_TO_SCOPES = 2;

/**
 * The review of a draft (issue 24): its mistakes, each with file and pointer (a click opens the
 * file there), or every country and city it changes with each setting before → after per
 * environment, the other changes, the people it reaches and its forms before and after.
 */
export function DraftReview({ review, onSelectProblem, idPrefix }: { review: RegionsPreviewResponse; onSelectProblem?: (problem: RegionProblem) => void; idPrefix: string }) {
  const { t } = useTranslation();
  const titleId = `${idPrefix}-review-title`;
  if (!review.valid) {
    return (
      <section className="ops-review ops-review--invalid" aria-labelledby={titleId}>
        <h3 id={titleId} className="ops-review__title">
          {t('OPS_REGIONS_PROBLEMS', { count: review.problems.length })}
        </h3>
        <ProblemList problems={review.problems} onSelect={onSelectProblem} />
      </section>
    );
  }
  const groups = groupByScope(review.changes);
  if (groups.length === 0) {
    return (
      <section className="ops-review" aria-labelledby={titleId}>
        <h3 id={titleId} className="ops-review__title">
          {t('OPS_REGIONS_REVIEW_TITLE')}
        </h3>
        <p className="ops-review__none">{t('OPS_REGIONS_REVIEW_NOTHING')}</p>
      </section>
    );
  }
  const formsOpen = review.scopes.length <= FORMS_OPEN_UP_TO_SCOPES;
  return (
    <section className="ops-review" aria-labelledby={titleId}>
      <h3 id={titleId} className="ops-review__title">
        {t('OPS_REGIONS_AFFECTED', { count: groups.length })}
      </h3>
      {groups.map((group) => {
        const forms = review.scopes.find((scope) => scope.id === group.id)?.forms ?? [];
        return (
          <ScopeChangeArticle key={group.id} group={group} level={4}>
            {forms.length > 0 ? <ScopeFormsDisclosure id={`${idPrefix}-${group.id}`} forms={forms} initiallyOpen={formsOpen} /> : null}
          </ScopeChangeArticle>
        );
      })}
    </section>
  );
}

function ScopeFormsDisclosure({ id, forms, initiallyOpen }: { id: string; forms: ScopeForms; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = `${id}-forms`;
  return (
    <div className="ops-change__forms">
      <button type="button" className="button button--secondary ops-small-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        {t(open ? 'OPS_REGIONS_FORMS_HIDE' : 'OPS_REGIONS_FORMS_SHOW', { count: forms.length })}
      </button>
      {/* Mounted only when open: each form is a whole RJSF form. */}
      <div id={panelId} hidden={!open}>
        {open
          ? forms.map((form) => (
              <FormBeforeAfter key={form.formId} id={`${id}-${form.formId}`} before={form.before as ComposedForm | null} after={form.after as ComposedForm | null} />
            ))
          : null}
      </div>
    </div>
  );
}
