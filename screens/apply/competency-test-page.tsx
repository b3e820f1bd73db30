import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../engine/forms/json-schema';
import { scopeOf, type Scope } from '../../engine/regions/scope';
import { SchemaForm } from '../../engine/react/schema-form';
import {
  COMPETENCY_TEST_STAGE,
  competencyTestStageOnLoad,
  type CompetencyTestStage,
  type PollOutcome,
} from '../../engine/rules/competency-test';
import { apiErrorBody } from '../shared/api/api-client';
import { errorLabel } from '../shared/error-label';
import { DocumentTitle } from '../shared/document-title';
import { useMe } from '../shared/session/get-me';
import { useSessionSettings } from '../shared/session/viewer';
import { FormLoadState } from '../shared/forms/form-load-state';
import { submitProblemOf } from '../shared/forms/submit-problem';
import { useComposedForm } from '../shared/forms/use-composed-form';
import { postCompetencyTestAnswers } from './api/post-competency-test-answers';
import { postCompetencyTestStart } from './api/post-competency-test-start';
import { CompetencyTestStageScreen } from './competency-test-stages';
import { setApplication } from './session-worker';
import { useFocusHeadingOnChange } from './use-focus-on-change';
import { useResultsPolling, type ResultsPollTiming } from './use-results-polling';

const NO_APPLICATION = { status: 'pending', lastSubmittedScreeningQuestionnaireAt: null, lastScreeningQuestionnaireFailReason: null } as const;

/** The questionnaire of the applicant's scope; sending it moves on to "processing". */
function CompetencyTestForm({ scope, cityId, onSent }: { scope: Scope; cityId: string | null; onSent: () => void }) {
  const queryClient = useQueryClient();
  const form = useComposedForm('competency-test', scope);
  const [answers, setAnswers] = useState<FormData>({});
  const send = useMutation({
    mutationFn: (data: FormData) => postCompetencyTestAnswers(data, cityId),
    onSuccess: ({ application }) => {
      setApplication(queryClient, application);
      onSent();
    },
    onError: (error) => {
      // Sent already (another tab, a double click that got through): the results are on their way.
      if (apiErrorBody(error)?.error === 'ALREADY_SUBMITTED') onSent();
    },
  });
  const problem = submitProblemOf(send.error);
  if (!form.composed || !form.validator) return <FormLoadState status={form.status} error={form.error} onRetry={form.retry} />;
  return (
    <SchemaForm
      composed={form.composed}
      validator={form.validator}
      formData={answers}
      onChange={setAnswers}
      onSubmit={(data) => send.mutate(data)}
      formError={problem?.formError}
      formErrorMessage={problem?.formErrorMessage}
      serverErrors={problem?.serverErrors}
      submitting={send.isPending || send.isSuccess}
    />
  );
}

/** Stage 1: asks for the results until a decision or the timeout (one poller per attempt). */
function ResultsPoller({ onOutcome, timing }: { onOutcome: (outcome: PollOutcome) => void; timing: ResultsPollTiming }) {
  useResultsPolling(onOutcome, timing);
  return null;
}

/**
 * /competency-test (W§2, W§4): the screening test. The stage on load comes from the application
 * (`competencyTestStageOnLoad`): pre-screening (submitted), the questions, "started but not
 * completed", or processing once answers were sent. While processing, the results are polled
 * (the region's interval and timeout: every 5 s, up to 20 s): a pass goes to /almost-there?passed=true, a fail shows its reason,
 * a timeout offers to try again later.
 */
export function CompetencyTestPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const worker = useMe().data?.worker;
  const settings = useSessionSettings();
  const application = worker?.application ?? NO_APPLICATION;
  const [stage, setStage] = useState<CompetencyTestStage>(() => competencyTestStageOnLoad(application));
  const [attempt, setAttempt] = useState(0);
  useFocusHeadingOnChange(stage);

  const cityId = worker?.city_id ?? null;
  const countryId = worker?.country_id ?? null;
  const scope = useMemo(() => scopeOf(cityId, countryId), [cityId, countryId]);

  const start = useMutation({
    mutationFn: postCompetencyTestStart,
    onSuccess: ({ application: started }) => {
      setApplication(queryClient, started);
      setStage(COMPETENCY_TEST_STAGE.FORM);
    },
  });

  // The polls refreshed the session itself: the guard of the next page decides with the result.
  const onOutcome = (outcome: PollOutcome) => {
    if (outcome.kind === 'pass') {
      void navigate(outcome.path, { replace: true });
      return;
    }
    setStage(outcome.stage);
  };

  return (
    <>
      <DocumentTitle text={t('COMPETENCY_TEST_TITLE')} />
      {stage === COMPETENCY_TEST_STAGE.PROCESSING && settings ? (
        <ResultsPoller
          key={attempt}
          onOutcome={onOutcome}
          timing={{ intervalMs: settings.screeningResultsPollIntervalMs, timeoutMs: settings.screeningResultsPollTimeoutMs }}
        />
      ) : null}
      <CompetencyTestStageScreen
        stage={stage}
        onStart={() => start.mutate()}
        starting={start.isPending}
        startError={start.isError ? errorLabel(start.error, t, (key) => i18n.exists(key)) : null}
        onContinue={() => setStage(COMPETENCY_TEST_STAGE.FORM)}
        onRetry={() => {
          setAttempt((n) => n + 1);
          setStage(COMPETENCY_TEST_STAGE.PROCESSING);
        }}
        form={<CompetencyTestForm scope={scope} cityId={cityId} onSent={() => setStage(COMPETENCY_TEST_STAGE.PROCESSING)} />}
      />
    </>
  );
}
