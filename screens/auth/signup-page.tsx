import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../engine/forms/json-schema';
import type { SignupFormData } from '../../engine/generated/forms/signup';
import { SchemaForm } from '../../engine/react/schema-form';
import { PAGES } from '../../engine/pages';
import { pathAfterSignup } from '../../engine/rules/access';
import { signupPayloadFromForm, type SignupContext } from '../../engine/signup/signup-payload';
import { apiErrorStatus } from '../shared/api/api-client';
import { getConfigQueryOptions } from '../shared/api/get-config';
import { LocalizedLink } from '../shared/localized-link';
import { readAttribution } from '../shared/session/attribution';
import { startSession } from '../shared/session/session-actions';
import { usePageCountry } from '../shared/i18n/use-page-language';
import { FormLoadState } from '../shared/forms/form-load-state';
import { FormActivityScope } from '../shared/forms/form-activity-scope';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { LoadingState } from '../ui/status';
import { useHeroReferrer } from './api/get-hero-referrer';
import { postSignup } from './api/post-signup';
import { AuthPage } from './auth-page';
import { SignupDisclaimer, TargetVerticalsNote } from './signup-city-notes';
import {
  answersForForm,
  chosenCity,
  cityNotOffered,
  initialSignupAnswers,
  mergeAnswers,
  partnershipFromUrl,
  referralCodeFromUrl,
} from './signup-answers';

// The sign-up form is drawn without RJSF (engine/react/simple-fields.tsx); should a region's form
// need RJSF, useComposedForm starts loading it as soon as the form arrives.

/** W§4: under this many hours of practice an application records "Not enough experience" (regions/defaults.json). */
const DEFAULT_MINIMUM_HOURS = 50;

/** Codes of the sign-up answer that are about one question: shown on that question. */
const FIELD_OF_CODE = { EMAIL_ALREADY_USED: '/email' };

function isClientError(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status !== null && status >= 400 && status < 500;
}

/** "Alex invited you": a referral link's code belongs to a worker (GET /api/hero-referrer/{code}). */
function ReferrerNote({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const referrer = useHeroReferrer(code);
  if (!referrer.data) return null;
  return (
    <div className="auth-page__notice" role="status">
      <p>{t('SIGNUP_REFERRED_BY', { name: referrer.data.name })}</p>
    </div>
  );
}

/**
 * (L)/signup (W§2 "Create account"): the composed sign-up form. The city comes first (the home
 * page's apply box passes `?city_id=&email=`); each city composes its own questions, so choosing
 * another city re-composes the form with the answers kept. The answers become the W§3 payload
 * (`signupPayloadFromForm`, with the city's catalogues and the visit's UTM and referrer); the
 * server's `details` land on their questions, the first invalid one is scrolled to; then the
 * first step of the application (`pathAfterSignup`).
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const country = usePageCountry();
  // Every answer so far, questions of other cities' forms included (kept for when that city comes
  // back). The form keeps its own answers while the person types (SchemaForm), so this page
  // re-renders only when the city changes.
  const [firstAnswers] = useState<FormData>(() => initialSignupAnswers(searchParams));
  const answers = useRef(firstAnswers);
  const [cityId, setCityId] = useState(() => chosenCity(firstAnswers));
  const form = useComposedForm('signup', cityId ? { city_id: cityId } : { country_id: country });

  // A link naming a city the portal does not know, or one closed for sign-up (a job advert of a
  // city that has since closed): start again from the city question.
  const unknownCity = cityId !== null && ((form.status === 'error' && isClientError(form.error)) || cityNotOffered(form.composed?.schema, cityId));
  useEffect(() => {
    if (!unknownCity) return;
    const { city_id: _dropped, ...rest } = answers.current;
    answers.current = rest;
    setCityId(null);
  }, [unknownCity]);

  const signup = useMutation({
    mutationFn: async (data: SignupFormData) => {
      const config = await queryClient.fetchQuery(getConfigQueryOptions({ city_id: data.city_id }));
      const minimum = config.keyValues.minimumHoursOfExperience;
      const payload = signupPayloadFromForm(data, {
        catalogues: config.catalogues as SignupContext['catalogues'],
        minimumHoursOfExperience: typeof minimum === 'number' ? minimum : DEFAULT_MINIMUM_HOURS,
        now: new Date(),
        ...readAttribution(),
      });
      // A partner or campaign landing (/apply/{id}) is recorded on the application.
      // Named by the composition filled in: an older one the server has since changed gets 409 and is recomposed.
      const session = await postSignup({ ...payload, partnership_id: partnershipFromUrl(searchParams) }, form.version);
      // The city's configuration is in the cache now: the route guard decides the stage with it.
      startSession(queryClient, session);
      return pathAfterSignup({ newSignupFlow: config.keyValues.newSignupFlowEnabled === true });
    },
    onSuccess: (path) => navigate(path, { replace: true }),
  });
  // One request per submission: a double click submits twice before `isPending` re-renders the button.
  const inFlight = useRef(false);
  const { mutate } = signup;
  const submit = useCallback(
    (data: SignupFormData) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(data, {
        onError: () => {
          inFlight.current = false;
        },
      });
    },
    [mutate],
  );
  const problem = submitProblemOf(signup.error, FIELD_OF_CODE);
  const composed = form.composed;
  // The form's starting answers, again whenever a form arrives (another city's): from every answer so far.
  const formData = useMemo(() => (composed ? answersForForm(answers.current, composed.schema) : undefined), [composed]);
  const noteAnswers = useCallback(
    (data: FormData) => {
      if (!composed) return;
      answers.current = mergeAnswers(answers.current, data, composed.schema);
      setCityId(chosenCity(answers.current));
    },
    [composed],
  );

  return (
    <AuthPage
      titleKey="SIGNUP_TITLE"
      wide
      lead={
        <p>
          {t('SIGNUP_INTRO')} {t('SIGNUP_HAVE_ACCOUNT')} <LocalizedLink to={PAGES.login}>{t('SIGNUP_LOGIN_LINK')}</LocalizedLink>
        </p>
      }
    >
      <ReferrerNote code={referralCodeFromUrl(searchParams)} />
      <TargetVerticalsNote cityId={cityId} />
      {form.recomposing ? (
        <div className="auth-page__recomposing">
          <LoadingState label={t('SIGNUP_LOADING_CITY')} />
        </div>
      ) : null}
      {composed && form.validator ? (
        <FormActivityScope composed={composed}>
          <SchemaForm<SignupFormData & FormData>
            composed={composed}
            validator={form.validator}
            formData={formData as SignupFormData & FormData}
            onChange={noteAnswers}
            onSubmit={submit}
            formError={problem?.formError}
            formErrorMessage={problem?.formErrorMessage}
            serverErrors={problem?.serverErrors}
            // The questions of the newly chosen city are on their way: answer those first.
            submitting={signup.isPending || signup.isSuccess || form.recomposing}
          />
        </FormActivityScope>
      ) : (
        <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />
      )}
      <SignupDisclaimer cityId={cityId} />
    </AuthPage>
  );
}
