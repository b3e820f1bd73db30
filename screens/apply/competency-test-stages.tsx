import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES, pagePath } from '../../engine/pages';
import { COMPETENCY_TEST_STAGE, type CompetencyTestStage } from '../../engine/rules/competency-test';
import { LocalizedLink } from '../shared/localized-link';
import { LoadingState } from '../ui/status';
import { ApplyCard, ApplyPage } from './apply-page';

/** The FAQ article W§2 links from "failed for experience". */
export const GAINING_EXPERIENCE_FAQ_PATH = pagePath('faqArticle', { slug: 'gaining-professional-experience' });

export interface CompetencyTestStageScreenProps {
  stage: CompetencyTestStage;
  /** Stage 6: start the test (POST /api/competency-test/start). */
  onStart: () => void;
  starting?: boolean;
  /** A failed start, already translated. */
  startError?: string | null;
  /** Stage 2: back to the questions. */
  onContinue: () => void;
  /** Stage 4: ask for the results again. */
  onRetry: () => void;
  /** Stage 7: the questionnaire itself. */
  form?: ReactNode;
}

function PreScreening({ onStart, starting, startError }: Pick<CompetencyTestStageScreenProps, 'onStart' | 'starting' | 'startError'>) {
  const { t } = useTranslation();
  return (
    <ApplyPage titleKey="COMPETENCY_TEST_PRE_SCREENING_TITLE" step="test" lead={<p>{t('COMPETENCY_TEST_PRE_SCREENING_LEAD')}</p>}>
      <ApplyCard titleKey="COMPETENCY_TEST_PRE_SCREENING_WHAT_TITLE" headingId="test-what">
        <ul className="apply-facts">
          <li>{t('COMPETENCY_TEST_PRE_SCREENING_FACT_QUESTIONS')}</li>
          <li>{t('COMPETENCY_TEST_PRE_SCREENING_FACT_TIME')}</li>
          <li>{t('COMPETENCY_TEST_PRE_SCREENING_FACT_ONCE')}</li>
          <li>{t('COMPETENCY_TEST_PRE_SCREENING_FACT_RESULT')}</li>
        </ul>
        {startError ? (
          <p className="apply-error" role="alert">
            {startError}
          </p>
        ) : null}
        <div className="apply-actions">
          <button type="button" className="button button--accent" onClick={onStart} disabled={starting} aria-busy={starting || undefined}>
            {t(starting ? 'COMPETENCY_TEST_STARTING' : 'COMPETENCY_TEST_START')}
          </button>
        </div>
      </ApplyCard>
    </ApplyPage>
  );
}

function StartedNotCompleted({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <ApplyPage titleKey="COMPETENCY_TEST_NOT_COMPLETED_TITLE" step="test" outcome="waiting">
      <ApplyCard>
        <p>{t('COMPETENCY_TEST_NOT_COMPLETED_TEXT')}</p>
        <div className="apply-actions">
          <button type="button" className="button button--accent" onClick={onContinue}>
            {t('COMPETENCY_TEST_CONTINUE')}
          </button>
        </div>
      </ApplyCard>
    </ApplyPage>
  );
}

function Processing() {
  const { t } = useTranslation();
  return (
    <ApplyPage titleKey="COMPETENCY_TEST_PROCESSING_TITLE" step="test" outcome="waiting">
      <ApplyCard>
        <p>{t('COMPETENCY_TEST_PROCESSING_TEXT')}</p>
        <LoadingState label={t('COMPETENCY_TEST_PROCESSING_LOADING')} />
      </ApplyCard>
    </ApplyPage>
  );
}

function ResultsNotReady({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ApplyPage titleKey="COMPETENCY_TEST_NOT_READY_TITLE" step="test" outcome="waiting">
      <ApplyCard>
        <p>{t('COMPETENCY_TEST_NOT_READY_TEXT')}</p>
        <div className="apply-actions">
          <button type="button" className="button" onClick={onRetry}>
            {t('COMPETENCY_TEST_NOT_READY_RETRY')}
          </button>
        </div>
      </ApplyCard>
    </ApplyPage>
  );
}

function FailedLowScore() {
  const { t } = useTranslation();
  return (
    <ApplyPage titleKey="COMPETENCY_TEST_FAILED_TITLE" step="test" outcome="error">
      <ApplyCard>
        <p>{t('COMPETENCY_TEST_FAILED_LOW_SCORE_TEXT')}</p>
        <p className="apply-note">{t('COMPETENCY_TEST_FAILED_LOW_SCORE_NEXT')}</p>
        <div className="apply-actions">
          <LocalizedLink className="button button--secondary" to={PAGES.faq}>
            {t('APPLY_FAQ_LINK')}
          </LocalizedLink>
        </div>
      </ApplyCard>
    </ApplyPage>
  );
}

function FailedNotEnoughExperience() {
  const { t } = useTranslation();
  return (
    <ApplyPage titleKey="COMPETENCY_TEST_FAILED_TITLE" step="test" outcome="error">
      <ApplyCard>
        <p>{t('COMPETENCY_TEST_FAILED_EXPERIENCE_TEXT')}</p>
        <p className="apply-note">{t('COMPETENCY_TEST_FAILED_EXPERIENCE_NEXT')}</p>
        <div className="apply-actions">
          <LocalizedLink className="button" to={GAINING_EXPERIENCE_FAQ_PATH}>
            {t('COMPETENCY_TEST_GAINING_EXPERIENCE_LINK')}
          </LocalizedLink>
        </div>
      </ApplyCard>
    </ApplyPage>
  );
}

function TestForm({ form }: { form: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ApplyPage titleKey="COMPETENCY_TEST_TITLE" step="test" lead={<p>{t('COMPETENCY_TEST_FORM_LEAD')}</p>}>
      <ApplyCard>{form}</ApplyCard>
    </ApplyPage>
  );
}

/** One screen per competency-test stage of W§4 (0 is the moment before the stage is known). */
export function CompetencyTestStageScreen(props: CompetencyTestStageScreenProps) {
  const { t } = useTranslation();
  switch (props.stage) {
    case COMPETENCY_TEST_STAGE.PRE_SCREENING:
      return <PreScreening onStart={props.onStart} starting={props.starting} startError={props.startError} />;
    case COMPETENCY_TEST_STAGE.FORM:
      return <TestForm form={props.form} />;
    case COMPETENCY_TEST_STAGE.STARTED_NOT_COMPLETED:
      return <StartedNotCompleted onContinue={props.onContinue} />;
    case COMPETENCY_TEST_STAGE.PROCESSING:
      return <Processing />;
    case COMPETENCY_TEST_STAGE.RESULTS_NOT_READY:
      return <ResultsNotReady onRetry={props.onRetry} />;
    case COMPETENCY_TEST_STAGE.FAILED_LOW_SCORE:
      return <FailedLowScore />;
    case COMPETENCY_TEST_STAGE.FAILED_NOT_ENOUGH_EXPERIENCE:
      return <FailedNotEnoughExperience />;
    default:
      return (
        <ApplyPage titleKey="COMPETENCY_TEST_TITLE" step="test">
          <LoadingState label={t('LOADING')} />
        </ApplyPage>
      );
  }
}
