import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StudentSignupPayload } from '../../engine/generated/api/student-signup-payload';
import type { StudentSignupFormData } from '../../engine/generated/forms/student-signup';
import type { FormData } from '../../engine/forms/json-schema';
import { answersKeptFor } from '../../engine/forms/answers-kept';
import { PAGES } from '../../engine/pages';
import { SchemaForm } from '../../engine/react/schema-form';
import { LocalizedLink } from '../shared/localized-link';
import { readAttribution } from '../shared/session/attribution';
import { startSession } from '../shared/session/session-actions';
import { usePageCountry, usePageLanguage } from '../shared/i18n/use-page-language';
import { FormLoadState } from '../shared/forms/form-load-state';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { postSignup } from './api/post-signup';
import { AuthPage } from './auth-page';

/** A new student fills in their basics first (R§2 "students are sent to the student info page until ..."). */
export const PATH_AFTER_STUDENT_SIGNUP = PAGES.studentsInfo;

/** The student sign-up payload of R§3 from the form's answers and the visit's attribution. */
export function studentSignupPayload(data: StudentSignupFormData, attribution = readAttribution()): StudentSignupPayload {
  return {
    studentAccount: true,
    email: data.email.trim(),
    password: data.password,
    school: data.school,
    otherSchool: data.school === 'other' ? (data.otherSchool?.trim() ?? null) : null,
    city_id: data.city_id,
    language: data.language,
    application: { referer: attribution.referer, utmFirst: attribution.utmFirst, utmLast: attribution.utmLast },
  };
}

/** (L)/students-signup (R§2): e-mail, password, city, a school of that city (or its name) and language. */
export function StudentSignupPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const country = usePageCountry();
  const language = usePageLanguage();
  const [answers, setAnswers] = useState<Partial<StudentSignupFormData>>(() => {
    const initial: Partial<StudentSignupFormData> = { language };
    const email = searchParams.get('email')?.trim();
    const city = searchParams.get('city_id')?.trim();
    if (email) initial.email = email;
    if (city) initial.city_id = city;
    return initial;
  });
  // The chosen city's form offers that city's schools (issue 27); before a city, the page country's.
  // Only a city the form offers names the scope: a link's unknown or education-less city does not.
  const [offeredCities, setOfferedCities] = useState<readonly unknown[]>([]);
  const cityId = answers.city_id && offeredCities.includes(answers.city_id) ? answers.city_id : null;
  const form = useComposedForm('student-signup', cityId ? { city_id: cityId } : { country_id: country });
  const cityOptions = form.composed?.schema.properties?.city_id?.enum;
  useEffect(() => {
    if (cityOptions) setOfferedCities(cityOptions);
  }, [cityOptions]);
  // A school of the city left behind is no answer in the new city's list: dropped, not sent.
  const formData = useMemo(() => (form.composed ? answersKeptFor(form.composed.schema, answers as FormData) : answers), [form.composed, answers]);
  const signup = useMutation({
    mutationFn: async (data: StudentSignupFormData) => {
      const session = await postSignup(studentSignupPayload(data), form.version);
      startSession(queryClient, session);
    },
    onSuccess: () => navigate(PATH_AFTER_STUDENT_SIGNUP, { replace: true }),
  });
  const problem = submitProblemOf(signup.error, { EMAIL_ALREADY_USED: '/email' });

  return (
    <AuthPage
      titleKey="STUDENT_SIGNUP_TITLE"
      eyebrow={t('STUDENT_PAGES_EYEBROW')}
      lead={
        <p>
          {t('STUDENT_SIGNUP_INTRO')} {t('SIGNUP_HAVE_ACCOUNT')} <LocalizedLink to={PAGES.studentsLogin}>{t('SIGNUP_LOGIN_LINK')}</LocalizedLink>
        </p>
      }
    >
      {form.composed && form.validator ? (
        <SchemaForm<StudentSignupFormData & FormData>
          composed={form.composed}
          validator={form.validator}
          formData={formData as StudentSignupFormData & FormData}
          onChange={setAnswers}
          onSubmit={(data) => signup.mutate(data)}
          formError={problem?.formError}
          formErrorMessage={problem?.formErrorMessage}
          serverErrors={problem?.serverErrors}
          submitting={signup.isPending || signup.isSuccess}
        />
      ) : (
        <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
      )}
    </AuthPage>
  );
}
