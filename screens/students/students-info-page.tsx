import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../engine/forms/json-schema';
import type { StudentInfoFormData } from '../../engine/generated/forms/student-info';
import { scopeOf } from '../../engine/regions/scope';
import { SchemaForm } from '../../engine/react/schema-form';
import { PAGES } from '../../engine/pages';
import { FormLoadState } from '../shared/forms/form-load-state';
import { FormActivityScope } from '../shared/forms/form-activity-scope';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { useMe } from '../shared/session/get-me';
import { setMe } from '../shared/session/session-actions';
import { DocumentTitle } from '../shared/document-title';
import { ConsentsSection } from '../shared/consents/consents-section';
import { MyDataCard } from '../shared/my-data/my-data-card';
import { LoadingState } from '../ui/status';
import { putStudentInfo } from './api/put-student-info';
import { meUpdateFromStudentInfo, studentInfoAnswers, studentInfoFieldPath } from './student-info-answers';
import './students-page.css';

/**
 * /education/students-info (R§2 Student info, R§5): the student-info form of the student's city, rendered by the
 * engine (every field required, the phone pattern of R§5), started from what they already gave and saved with
 * PUT /api/me, which checks it with the same composed form. A submit with missing or wrong answers shows the form's
 * error message above the fields. Saved: the student's progress is done (R§4) and the perks open.
 */
export function StudentsInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const worker = useMe().data?.worker;
  const cityId = worker?.city_id ?? null;
  const countryId = worker?.country_id ?? null;
  const scope = useMemo(() => scopeOf(cityId, countryId), [cityId, countryId]);
  const form = useComposedForm('student-info', scope);
  const initial = useMemo(() => (worker ? studentInfoAnswers(worker) : {}), [worker]);
  const [answers, setAnswers] = useState<Partial<StudentInfoFormData> | undefined>(undefined);

  const save = useMutation({
    mutationFn: (data: StudentInfoFormData) => putStudentInfo(meUpdateFromStudentInfo(data), form.version),
    onSuccess: (me) => {
      // The new basics move the student's progress on: the perks page's guard reads them from ['me'].
      setMe(queryClient, me);
      void navigate(PAGES.educationPerks, { replace: true });
    },
  });
  const problem = submitProblemOf(save.error);
  const serverErrors = problem?.serverErrors?.map((detail) => ({ ...detail, path: studentInfoFieldPath(detail.path) }));

  return (
    <section className="students-page container" aria-labelledby="students-info-title">
      <header>
        <p className="students-page__eyebrow">{t('STUDENT_PAGES_EYEBROW')}</p>
        <DocumentTitle text={t('STUDENT_INFO_TITLE')} />
        <h1 id="students-info-title">{t('STUDENT_INFO_TITLE')}</h1>
        <p className="students-page__intro">{t('STUDENT_INFO_INTRO')}</p>
      </header>
      <div className="students-info__card">
        {!worker ? (
          <LoadingState label={t('LOADING')} />
        ) : form.composed && form.validator ? (
          <FormActivityScope composed={form.composed}>
            <SchemaForm<StudentInfoFormData & FormData>
              composed={form.composed}
              validator={form.validator}
              formData={(answers ?? initial) as StudentInfoFormData & FormData}
              onChange={setAnswers}
              onSubmit={(data) => save.mutate(data)}
              formError={problem?.formError}
              formErrorMessage={problem?.formErrorMessage}
              serverErrors={serverErrors}
              submitting={save.isPending || save.isSuccess}
            />
          </FormActivityScope>
        ) : (
          <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
        )}
      </div>
      {worker ? <ConsentsSection className="students-info__card students-info__consents" /> : null}
      {worker ? <MyDataCard className="students-info__card" /> : null}
    </section>
  );
}
