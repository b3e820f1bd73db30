import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarFeedCreatedResponse } from '../../../engine/generated/api/calendar-feed-created-response';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { errorLabel, loadErrorLabel, retryHelps } from '../../shared/error-label';
import { ErrorState, LoadingState } from '../../ui/status';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from './api/calendar-feed';

type CopyState = 'idle' | 'copied' | 'failed';

/** The new link, shown once: copy it, or open it in the phone's calendar (webcal:). */
function NewLink({ created }: { created: CalendarFeedCreatedResponse }) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const inputId = useId();
  return (
    <div className="calendar-feed__link">
      <label className="field__label" htmlFor={inputId}>
        {t('CALENDAR_FEED_URL_LABEL')}
      </label>
      <input
        id={inputId}
        className="field__control calendar-feed__url"
        readOnly
        value={created.url}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="calendar-feed-url"
      />
      <p className="calendar-feed__hint">{t('CALENDAR_FEED_URL_ONCE')}</p>
      <div className="account-section__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            navigator.clipboard.writeText(created.url).then(
              () => setCopy('copied'),
              () => setCopy('failed'),
            );
          }}
        >
          {t('CALENDAR_FEED_COPY')}
        </button>
        <a className="button button--secondary" href={created.webcalUrl}>
          {t('CALENDAR_FEED_SUBSCRIBE')}
        </a>
      </div>
      <p className={copy === 'failed' ? 'field__error' : 'account-section__status'} role="status">
        {copy === 'copied' ? t('CALENDAR_FEED_COPIED') : copy === 'failed' ? t('CALENDAR_FEED_COPY_FAILED') : ''}
      </p>
    </div>
  );
}

/**
 * The private calendar feed (issue 10): off → turn on, which shows the secret link once; on →
 * get a new link (the old one stops working) or turn it off. The warning says what the link
 * gives away. A password reset turns it off (issue 25): the section says so until a new link is made.
 */
export function CalendarFeedSection({ timeZone }: { timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const exists = (key: string) => i18n.exists(key);
  const busy = create.isPending || remove.isPending;
  const failure = create.error ?? remove.error;

  const dates = useDateWriter(timeZone);

  let body: React.ReactNode;
  if (feed.isPending) body = <LoadingState label={t('ACCOUNT_LOADING')} />;
  else if (feed.isError) body = <ErrorState message={loadErrorLabel(feed.error, t, exists)} retryLabel={t('RETRY')} onRetry={retryHelps(feed.error) ? () => void feed.refetch() : undefined} />;
  else {
    const { enabled, createdAt, stoppedByResetAt } = feed.data;
    body = (
      <>
        <p className="calendar-feed__state">
          <span className={`calendar-feed__badge${enabled ? ' calendar-feed__badge--on' : ''}`} aria-hidden="true" />
          {enabled && createdAt ? t('CALENDAR_FEED_ON_SINCE', { date: dates.date(createdAt) }) : t('CALENDAR_FEED_OFF')}
        </p>
        {!enabled && stoppedByResetAt ? (
          <p className="calendar-feed__stopped" role="note">
            {t('CALENDAR_FEED_STOPPED_BY_RESET', { date: dates.date(stoppedByResetAt) })}
          </p>
        ) : null}
        {enabled && create.data ? <NewLink created={create.data} /> : null}
        <p className="calendar-feed__warning">{t('CALENDAR_FEED_WARNING')}</p>
        <div className="account-section__actions">
          {enabled ? (
            <>
              <button type="button" className="button button--secondary" disabled={busy} onClick={() => create.mutate()}>
                {t('CALENDAR_FEED_RENEW')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => {
                  create.reset();
                  remove.mutate();
                }}
              >
                {t('CALENDAR_FEED_TURN_OFF')}
              </button>
            </>
          ) : (
            <button type="button" className="button" disabled={busy} onClick={() => create.mutate()}>
              {t('CALENDAR_FEED_TURN_ON')}
            </button>
          )}
        </div>
        {failure ? (
          <p className="field__error" role="alert">
            {errorLabel(failure, t, exists)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section className="account-section calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title">{t('CALENDAR_FEED_TITLE')}</h2>
      <p>{t('CALENDAR_FEED_TEXT')}</p>
      {body}
    </section>
  );
}
