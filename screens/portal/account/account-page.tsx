import { useTranslation } from 'react-i18next';
import type { Worker } from '../../../engine/generated/api/worker';
import { ACCOUNT_TYPE_LABEL, accountType, experienceLabelKey } from '../../../engine/rules/account-details';
import { faqLinkOf } from '../../../engine/rules/service-links';
import { useMe } from '../../shared/session/get-me';
import { useSessionSettings } from '../../shared/session/viewer';
import { ServiceLink } from '../../shared/service-link';
import { LoadingState } from '../../ui/status';
import { ConsentsSection } from '../../shared/consents/consents-section';
import { MyDataCard } from '../../shared/my-data/my-data-card';
import { CalendarFeedSection } from './calendar-feed-section';
import { LanguageSection } from './language-section';
import { SupportPhoneText, useHasSupportPhone } from '../shell/support-phone';
import { LiveChatButton } from '../support-chat/live-chat-button';
import './account-page.css';

/** A speciality's name in the page's language (the sign-up form's treatment labels); its code if none. */
function useSpecialityName() {
  const { t, i18n } = useTranslation();
  return (id: string) => (i18n.exists(id) ? t(id) : id);
}

function Detail({ label, children, wide = false }: { label: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={`account-details__row${wide ? ' account-details__row--wide' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Details({ worker }: { worker: Worker }) {
  const { t } = useTranslation();
  const specialityName = useSpecialityName();
  const settings = useSessionSettings();
  const hasSupportPhone = useHasSupportPhone();
  const missing = <span className="account-details__missing">{t('ACCOUNT_NOT_GIVEN')}</span>;
  const experience = experienceLabelKey(worker.experience);
  const name = worker.name?.trim() || [worker.firstName, worker.lastName].filter(Boolean).join(' ');
  return (
    <section className="account-section" aria-labelledby="account-details-title">
      <h2 id="account-details-title">{t('ACCOUNT_DETAILS_TITLE')}</h2>
      <dl className="account-details">
        <Detail label={t('ACCOUNT_ID')}>
          <code className="account-details__id">{worker.id}</code>
        </Detail>
        <Detail label={t('ACCOUNT_NAME')}>{name || missing}</Detail>
        <Detail label={t('ACCOUNT_MOBILE')}>{worker.mobile ? <a href={`tel:${worker.mobile.replace(/\s+/g, '')}`}>{worker.mobile}</a> : missing}</Detail>
        <Detail label={t('ACCOUNT_EMAIL')}>
          <span className="account-details__email">{worker.email}</span>
        </Detail>
        <Detail label={t('ACCOUNT_TYPE')}>{t(ACCOUNT_TYPE_LABEL[accountType(worker)])}</Detail>
        <Detail label={t('ACCOUNT_EXPERIENCE')}>{experience ? t(experience) : missing}</Detail>
        <Detail label={t('ACCOUNT_SPECIALITIES')} wide>
          {worker.specialities.length ? (
            <ul className="account-details__chips">
              {worker.specialities.map((id) => (
                <li key={id}>{specialityName(id)}</li>
              ))}
            </ul>
          ) : (
            missing
          )}
        </Detail>
        <Detail label={t('ACCOUNT_BIO_SHORT')} wide>
          {worker.bioShort?.trim() || missing}
        </Detail>
        <Detail label={t('ACCOUNT_BIO')} wide>
          {worker.bio?.trim() ? <span className="account-details__bio">{worker.bio}</span> : missing}
        </Detail>
      </dl>
      <p className="account-section__note">
        {t('ACCOUNT_CHANGES_NOTE')} <ServiceLink target={faqLinkOf(settings)}>{t('ACCOUNT_CHANGES_LINK')}</ServiceLink>
      </p>
      {/* W§2 Account: "a note to contact live chat for changes", with the chat itself one tap away. */}
      <p className="account-section__chat">
        <LiveChatButton />
      </p>
      {hasSupportPhone ? (
        <p className="account-section__note">
          <SupportPhoneText i18nKey="ACCOUNT_SUPPORT_PHONE" />
        </p>
      ) : null}
    </section>
  );
}

/**
 * /account (W§2 Account, W§3 Worker): the worker's details, read-only (support changes them),
 * the portal language they may change, the private calendar feed, their consents and the way to their data (issue 31).
 */
export function AccountPage() {
  const { t } = useTranslation();
  const me = useMe();
  const worker = me.data?.worker;
  return (
    <div className="account-page">
      <h1>{t('ACCOUNT_TITLE')}</h1>
      {worker ? (
        <>
          <Details worker={worker} />
          <LanguageSection current={worker.language_id} />
          <CalendarFeedSection timeZone={me.data?.city?.timezone} />
          <ConsentsSection className="account-section" />
          <MyDataCard className="account-section" />
        </>
      ) : (
        <LoadingState label={t('ACCOUNT_LOADING')} />
      )}
    </div>
  );
}
