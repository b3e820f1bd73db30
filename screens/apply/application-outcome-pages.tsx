import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { NOT_ENOUGH_EXPERIENCE, LOW_SCORE } from '../../engine/rules/competency-test';
import { useDateWriter } from '../shared/dates/use-date-writer';
import { LocalizedLink } from '../shared/localized-link';
import { useMe } from '../shared/session/get-me';
import { LoadingState } from '../ui/status';
import { useInterviewDate } from './api/get-interview-date';
import { ApplyCard, ApplyPage } from './apply-page';
import { GAINING_EXPERIENCE_FAQ_PATH } from './competency-test-stages';
import { useCityTimeZone } from '../shared/dates/use-city-time-zone';
import { displayTimeZone, sessionDateLabel } from './onboarding-slots';

/** The city's support line, when the session knows the city. */
function Contact() {
  const { t } = useTranslation();
  const city = useMe().data?.city;
  return (
    <p className="apply-note">
      {city?.telephoneHuman ? (
        <>
          {t('APPLICATION_CONTACT_PHONE')} <a href={city.telephoneLink}>{city.telephoneHuman}</a>
        </>
      ) : (
        <>
          {t('APPLICATION_CONTACT_HELP')} <LocalizedLink to={PAGES.faq}>{t('APPLY_FAQ_LINK')}</LocalizedLink>
        </>
      )}
    </p>
  );
}

/** The booked onboarding session, if any (GET /api/me/interview-date). */
function OnboardingSessionFact() {
  const { t } = useTranslation();
  const dates = useDateWriter(displayTimeZone(useCityTimeZone()));
  const interview = useInterviewDate();
  if (interview.isPending) {
    return (
      <li>
        <LoadingState label={t('LOADING')} />
      </li>
    );
  }
  // Without the answer the list still says what comes next; the date is on the almost-there page.
  if (interview.isError) return null;
  const date = interview.data.interviewDate;
  if (!date) return <li>{t('APPLICATION_SUCCESS_NEXT_SESSION_UNBOOKED')}</li>;
  return (
    <li>
      {t('APPLICATION_SUCCESS_NEXT_SESSION')}{' '}
      <strong>
        <time dateTime={date}>{sessionDateLabel(date, dates, t)}</time>
      </strong>
    </li>
  );
}

/** /application-success (W§2): the application is complete; what happens next. */
export function ApplicationSuccessPage() {
  const { t } = useTranslation();
  const worker = useMe().data?.worker;
  return (
    <ApplyPage titleKey="APPLICATION_SUCCESS_TITLE" step="done" outcome="success" lead={<p>{t('APPLICATION_SUCCESS_LEAD')}</p>}>
      <ApplyCard titleKey="APPLICATION_SUCCESS_NEXT_TITLE" headingId="success-next">
        <ol className="apply-facts">
          <OnboardingSessionFact />
          <li>{t('APPLICATION_SUCCESS_NEXT_DOCUMENTS')}</li>
          <li>{t('APPLICATION_SUCCESS_NEXT_ACTIVATION')}</li>
          <li>{t('APPLICATION_SUCCESS_NEXT_APP')}</li>
        </ol>
        {worker?.email ? <p className="apply-note">{t('APPLICATION_SUCCESS_EMAIL', { email: worker.email })}</p> : null}
        <Contact />
        <div className="apply-actions">
          <LocalizedLink className="button button--secondary" to={PAGES.faq}>
            {t('APPLY_FAQ_LINK')}
          </LocalizedLink>
        </div>
      </ApplyCard>
    </ApplyPage>
  );
}

/** The declined page's text for the recorded reason (W§4: "Low score" or "Not enough experience"). */
export function declinedTextKey(failReason: string | null | undefined): string {
  if (failReason === NOT_ENOUGH_EXPERIENCE) return 'APPLICATION_DECLINED_EXPERIENCE_TEXT';
  if (failReason === LOW_SCORE) return 'APPLICATION_DECLINED_LOW_SCORE_TEXT';
  return 'APPLICATION_DECLINED_TEXT';
}

/** /application-declined (W§2): why, and what the applicant can do about it. */
export function ApplicationDeclinedPage() {
  const { t } = useTranslation();
  const reason = useMe().data?.worker.application?.lastScreeningQuestionnaireFailReason ?? null;
  const experience = reason === NOT_ENOUGH_EXPERIENCE;
  return (
    <ApplyPage titleKey="APPLICATION_DECLINED_TITLE" outcome="error">
      <ApplyCard>
        <p>{t(declinedTextKey(reason))}</p>
        <p className="apply-note">{t(experience ? 'APPLICATION_DECLINED_EXPERIENCE_NEXT' : 'APPLICATION_DECLINED_NEXT')}</p>
        <div className="apply-actions">
          {experience ? (
            <LocalizedLink className="button" to={GAINING_EXPERIENCE_FAQ_PATH}>
              {t('COMPETENCY_TEST_GAINING_EXPERIENCE_LINK')}
            </LocalizedLink>
          ) : null}
          <LocalizedLink className={`button${experience ? ' button--secondary' : ''}`} to={PAGES.faq}>
            {t('APPLY_FAQ_LINK')}
          </LocalizedLink>
        </div>
        <Contact />
      </ApplyCard>
    </ApplyPage>
  );
}
