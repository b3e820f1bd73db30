import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionSettings } from '../shared/session/viewer';
import './apply-page.css';

/** The steps of an application as the applicant sees them (W§1: test, basic information, agreement). */
export type JourneyStep = 'test' | 'details' | 'agreement' | 'done';

const STEPS: { step: Exclude<JourneyStep, 'done'>; key: string }[] = [
  { step: 'test', key: 'APPLY_STEP_TEST' },
  { step: 'details', key: 'APPLY_STEP_DETAILS' },
  { step: 'agreement', key: 'APPLY_STEP_AGREEMENT' },
];

/**
 * The applicant's steps: the screening test only where the city runs the new sign-up flow
 * (W§4); Paris and Vienna applicants, who take none, never see it (as done or otherwise).
 */
function journeyStepsFor(newSignupFlow: boolean) {
  return newSignupFlow ? STEPS : STEPS.filter((s) => s.step !== 'test');
}

/** Where the applicant is in the journey: the current step is marked, earlier ones are done. */
export function JourneySteps({ current }: { current: JourneyStep }) {
  const { t } = useTranslation();
  const settings = useSessionSettings();
  // On a test page the test is a step whatever the settings say.
  const steps = journeyStepsFor(current === 'test' || settings?.newSignupFlowEnabled === true);
  const index = current === 'done' ? steps.length : steps.findIndex((s) => s.step === current);
  return (
    <ol className="journey-steps" aria-label={t('APPLY_STEPS_LABEL')}>
      {steps.map((s, i) => {
        const state = i < index ? 'done' : i === index ? 'current' : 'todo';
        return (
          <li key={s.step} className={`journey-steps__step journey-steps__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="journey-steps__marker" aria-hidden="true">
              {state === 'done' ? (
                <svg viewBox="0 0 16 16" width="14" height="14">
                  <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                i + 1
              )}
            </span>
            <span className="journey-steps__label">
              {t(s.key)}
              {state === 'done' ? <span className="visually-hidden"> ({t('APPLY_STEP_DONE')})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export interface ApplyPageProps {
  /** Translation key of the heading (also the document title). */
  titleKey: string;
  step?: JourneyStep;
  lead?: ReactNode;
  /** A finished or failed outcome: an icon above the heading. */
  outcome?: 'success' | 'error' | 'waiting';
  children: ReactNode;
}

export function OutcomeIcon({ outcome }: { outcome: 'success' | 'error' | 'waiting' }) {
  return (
    <span className={`apply-page__icon apply-page__icon--${outcome}`} aria-hidden="true">
      {outcome === 'error' ? (
        <svg viewBox="0 0 24 24" width="26" height="26">
          <path d="M12 7v6M12 16.5v.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      ) : outcome === 'waiting' ? (
        <svg viewBox="0 0 24 24" width="26" height="26">
          <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="26" height="26">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </span>
  );
}

/** The frame of the application pages: the journey's steps, the heading, then the page's cards. */
export function ApplyPage({ titleKey, step, lead, outcome, children }: ApplyPageProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className="apply-page" aria-labelledby="apply-page-title">
      <title>{`${title} · ${t('BRAND_NAME')}`}</title>
      <div className="apply-page__inner container">
        {step ? <JourneySteps current={step} /> : null}
        <header className="apply-page__header">
          {outcome ? <OutcomeIcon outcome={outcome} /> : null}
          <h1 id="apply-page-title" className="apply-page__title" tabIndex={-1}>
            {title}
          </h1>
          {lead ? <div className="apply-page__lead">{lead}</div> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/** One block of an application page. */
export function ApplyCard({
  titleKey,
  headingId,
  children,
  tone,
  aside,
}: {
  titleKey?: string;
  headingId?: string;
  children: ReactNode;
  tone?: 'highlight' | 'muted';
  /** Something next to the heading (a status badge). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className={`apply-card${tone ? ` apply-card--${tone}` : ''}`} aria-labelledby={titleKey ? headingId : undefined}>
      {titleKey ? (
        <div className="apply-card__head">
          <h2 id={headingId} className="apply-card__title">
            {t(titleKey)}
          </h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}
