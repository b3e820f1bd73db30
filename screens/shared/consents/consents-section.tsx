import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentsResponse } from '../../../engine/generated/api/consents-response';
import { useDateWriter } from '../dates/use-date-writer';
import { errorLabel, loadErrorLabel, retryHelps } from '../error-label';
import { LocalizedLink } from '../localized-link';
import { ErrorState, LoadingState } from '../../ui/status';
import { useConsents, useSetMarketingConsent } from './api/consents';
import './consents-section.css';

const GIVEN_BY_KEY: Record<Exclude<ConsentsResponse['marketing']['givenBy'], 'none'>, string> = {
  emailPreference: 'ACCOUNT_CONSENTS_GIVEN_BY_EMAIL_PREFERENCE',
  accountAcceptance: 'ACCOUNT_CONSENTS_GIVEN_BY_ACCOUNT_ACCEPTANCE',
};

/**
 * "Your consents" (issue 31), on the worker's /account and the student's info page: marketing e-mails on or off
 * with the date of the choice in force (a switch that saves at once, GET/PUT /api/me/consents), and the terms
 * and conditions: their version, the date the person accepted them, a link to read them. Dates in the region's
 * formats (`useDateWriter`).
 */
export function ConsentsSection({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const consents = useConsents();
  const change = useSetMarketingConsent();
  const dates = useDateWriter();
  const switchId = useId();
  const stateId = useId();

  let body: React.ReactNode;
  if (consents.isPending) body = <LoadingState label={t('ACCOUNT_CONSENTS_LOADING')} />;
  else if (consents.isError) {
    body = (
      <ErrorState
        message={loadErrorLabel(consents.error, t, exists)}
        retryLabel={t('RETRY')}
        onRetry={retryHelps(consents.error) ? () => void consents.refetch() : undefined}
      />
    );
  } else {
    const { marketing, terms } = consents.data;
    // While saving, the switch shows the choice being recorded.
    const shown = change.isPending && change.variables !== undefined ? change.variables : marketing.subscribed;
    body = (
      <>
        <div className="consents__item">
          <div className="consents__switch-row">
            <label className="consents__label" htmlFor={switchId}>
              {t('ACCOUNT_CONSENTS_MARKETING_LABEL')}
            </label>
            <span className="consents__switch">
              <input
                id={switchId}
                type="checkbox"
                role="switch"
                checked={shown}
                aria-describedby={stateId}
                disabled={change.isPending}
                onChange={(event) => change.mutate(event.currentTarget.checked)}
              />
              <span className="consents__switch-text" aria-hidden="true">
                {shown ? t('ACCOUNT_CONSENTS_MARKETING_ON') : t('ACCOUNT_CONSENTS_MARKETING_OFF')}
              </span>
            </span>
          </div>
          <p className="consents__meta" id={stateId} data-testid="consents-marketing-since">
            {marketing.since && marketing.givenBy !== 'none'
              ? `${t('ACCOUNT_CONSENTS_SINCE', { date: dates.date(marketing.since) })} (${t(GIVEN_BY_KEY[marketing.givenBy])})`
              : t('ACCOUNT_CONSENTS_NO_CHOICE')}
          </p>
          <p className="consents__status" role="status">
            {change.isPending ? t('ACCOUNT_CONSENTS_SAVING') : change.isSuccess ? t('ACCOUNT_CONSENTS_SAVED') : ''}
          </p>
          {change.isError ? (
            <div className="consents__error" role="alert">
              <p className="field__error">{t('ACCOUNT_CONSENTS_NOT_SAVED', { reason: errorLabel(change.error, t, exists) })}</p>
              {retryHelps(change.error) && change.variables !== undefined ? (
                <button type="button" className="button button--secondary" onClick={() => change.mutate(change.variables!)}>
                  {t('RETRY')}
                </button>
              ) : null}
            </div>
          ) : null}
          <p className="consents__note">{t('ACCOUNT_CONSENTS_MARKETING_NOTE')}</p>
        </div>
        <div className="consents__item">
          <h3 className="consents__label">{t('ACCOUNT_CONSENTS_TERMS_LABEL')}</h3>
          {terms.version ? <p className="consents__meta">{t('ACCOUNT_CONSENTS_TERMS_VERSION', { date: dates.day.date(terms.version) })}</p> : null}
          <p className="consents__meta" data-testid="consents-terms-accepted">
            {terms.acceptedAt
              ? t(terms.acceptedCurrentVersion || !terms.version ? 'ACCOUNT_CONSENTS_TERMS_ACCEPTED' : 'ACCOUNT_CONSENTS_TERMS_ACCEPTED_EARLIER', { date: dates.date(terms.acceptedAt) })
              : t('ACCOUNT_CONSENTS_TERMS_NOT_ACCEPTED')}
          </p>
          <p>
            <LocalizedLink to={terms.link}>{t('ACCOUNT_CONSENTS_TERMS_LINK')}</LocalizedLink>
          </p>
        </div>
      </>
    );
  }

  return (
    <section className={`consents ${className}`.trim()} aria-labelledby="consents-title">
      <h2 id="consents-title">{t('ACCOUNT_CONSENTS_TITLE')}</h2>
      <p className="consents__intro">{t('ACCOUNT_CONSENTS_INTRO')}</p>
      {body}
    </section>
  );
}
