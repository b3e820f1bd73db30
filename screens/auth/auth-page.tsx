import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth-page.css';

export interface AuthPageProps {
  /** Translation key of the page heading (also the document title). */
  titleKey: string;
  /** A line above the heading (the student pages say they are for students). */
  eyebrow?: string;
  lead?: ReactNode;
  /** The long sign-up form gets a wider card. */
  wide?: boolean;
  /** A finished step (e-mail sent, password changed) or a failed one (expired link): an icon above the heading. */
  outcome?: 'success' | 'error';
  children: ReactNode;
}

function OutcomeIcon({ outcome }: { outcome: 'success' | 'error' }) {
  return (
    <span className={`auth-page__result-icon${outcome === 'error' ? ' auth-page__result-icon--error' : ''}`} aria-hidden="true">
      {outcome === 'error' ? (
        <svg viewBox="0 0 24 24" width="24" height="24">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="24" height="24">
          <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
    </span>
  );
}

/** The frame of every account page: one card with its heading. */
export function AuthPage({ titleKey, eyebrow, lead, wide = false, outcome, children }: AuthPageProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  return (
    <section className={`auth-page${wide ? ' auth-page--wide' : ''}`} aria-labelledby="auth-page-title">
      <title>{`${title} · ${t('BRAND_NAME')}`}</title>
      <div className="container">
        <div className="auth-page__card">
          {outcome ? <OutcomeIcon outcome={outcome} /> : null}
          {eyebrow ? <p className="auth-page__eyebrow">{eyebrow}</p> : null}
          <h1 id="auth-page-title" className="auth-page__title" tabIndex={-1}>
            {title}
          </h1>
          {lead ? <div className="auth-page__lead">{lead}</div> : null}
          {children}
        </div>
      </div>
    </section>
  );
}

/** The text and actions of a finished or failed step (the page's `outcome` draws the icon). */
export function AuthResult({ tone = 'success', children }: { tone?: 'success' | 'error'; children: ReactNode }) {
  return (
    <div className="auth-page__result" role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
