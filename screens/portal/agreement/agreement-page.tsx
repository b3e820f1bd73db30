import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '../../../engine/api/endpoint';
import { getAgreementPdf } from '../../../engine/api/endpoints/agreement';
import type { AgreementResponse } from '../../../engine/generated/api/agreement-response';
import { bcp47ForLanguage } from '../../../engine/rules/language';
import { SigningWidget, useSignedMessage } from '../../shared/agreement/signing-widget';
import { useDateWriter } from '../../shared/dates/use-date-writer';
import { loadErrorLabel, retryHelps } from '../../shared/error-label';
import { getMeQueryOptions, useMe } from '../../shared/session/get-me';
import { useSessionSettings } from '../../shared/session/viewer';
import { usePageLanguage } from '../../shared/i18n/use-page-language';
import { ErrorState, LoadingState } from '../../ui/status';
import { AGREEMENT_QUERY_KEY, useAgreement } from './api/get-agreement';
import './agreement-page.css';

/** What the worker signed: the version and date on record, and its PDF; or only the version (signed before records were kept). */
function SignedCard({ view, timeZone }: { view: AgreementResponse; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const dates = useDateWriter(timeZone);
  const record = view.lastSignature;
  if (!record && !view.signedVersion) return null;
  const date = record ? t('DATE_AT_TIME', { date: dates.date(record.signedAt), time: dates.time(record.signedAt) }) : null;
  const inForce = (record?.version ?? view.signedVersion) === view.version && view.signed;
  return (
    <section className="agreement-card agreement-card--signed" aria-labelledby="agreement-signed-title">
      <h2 id="agreement-signed-title">{t('AGREEMENT_SIGNED_TITLE')}</h2>
      <p className="agreement-card__fact" data-testid="agreement-signed">
        {record && date ? t('AGREEMENT_SIGNED_TEXT', { version: record.version, date }) : t('AGREEMENT_SIGNED_ELSEWHERE', { version: view.signedVersion })}
      </p>
      {inForce ? <p className="agreement-card__in-force">{t('AGREEMENT_IN_FORCE')}</p> : null}
      {record ? (
        <>
          <a className="button agreement-card__download" href={endpointUrl(getAgreementPdf)} download>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {t('AGREEMENT_DOWNLOAD_PDF')}
          </a>
          <p className="agreement-card__hint">{t('AGREEMENT_PDF_HINT')}</p>
        </>
      ) : null}
    </section>
  );
}

/**
 * /agreement (W§2 Agreement, W§4 Agreement): the signed version and date with the signed PDF;
 * when a newer version is in force and unsigned, the applicant's signing step (the built-in
 * signing page embedded), with the session asked every 3 s (W§9) until it is signed.
 */
export function AgreementPage() {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const queryClient = useQueryClient();
  const me = useMe();
  const view = useAgreement(language);
  const pollIntervalMs = useSessionSettings()?.agreementPollIntervalMs;
  const waiting = view.data ? !view.data.signed : false;
  const [justSigned, setJustSigned] = useState<string | null>(null);

  const poll = useQuery({
    ...getMeQueryOptions(),
    enabled: waiting && pollIntervalMs !== undefined,
    refetchInterval: pollIntervalMs ?? false,
    staleTime: 0,
    retry: false,
  });
  const { refetch } = poll;
  useSignedMessage(useCallback(() => void refetch(), [refetch]));

  // The session says the latest is signed now: read the agreement again (version, date, PDF).
  const signedLatest = me.data?.worker.signedLatestAgreement ?? false;
  const announced = useRef(false);
  useEffect(() => {
    if (!waiting || !signedLatest || announced.current || !view.data) return;
    announced.current = true;
    setJustSigned(view.data.version);
    void queryClient.invalidateQueries({ queryKey: AGREEMENT_QUERY_KEY });
  }, [waiting, signedLatest, view.data, queryClient]);

  let body: React.ReactNode;
  if (view.isPending) body = <LoadingState label={t('AGREEMENT_LOADING')} />;
  else if (view.isError) {
    body = <ErrorState message={loadErrorLabel(view.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(view.error) ? () => void view.refetch() : undefined} />;
  } else {
    const data = view.data;
    body = (
      <>
        {justSigned && data.signed ? (
          <p className="agreement-page__thanks" role="status">
            {t('AGREEMENT_JUST_SIGNED', { version: justSigned })}
          </p>
        ) : null}
        <SignedCard view={data} timeZone={me.data?.city?.timezone} />
        {data.signed ? (
          <details className="agreement-card agreement-text">
            <summary>{t('AGREEMENT_READ', { version: data.version })}</summary>
            <div className="agreement-text__body" lang={bcp47ForLanguage(data.language)}>
              {data.text}
            </div>
          </details>
        ) : (
          <section className="agreement-page__sign" aria-labelledby="agreement-new-title">
            <h2 id="agreement-new-title">{t('AGREEMENT_NEW_VERSION_TITLE')}</h2>
            <SigningWidget signedBefore={data.signedVersion !== null} waitingKey="AGREEMENT_WAITING" />
          </section>
        )}
      </>
    );
  }

  return (
    <div className="agreement-page">
      <h1>{t('AGREEMENT_TITLE')}</h1>
      {body}
    </div>
  );
}
