import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataExportResponse } from '../../../engine/generated/api/data-export-response';
import { downloadDataExport } from '../../../engine/api/endpoints/my-data';
import { endpointUrl } from '../../../engine/api/endpoint';
import { bcp47ForLanguage } from '../../../engine/rules/language';
import { useDateWriter } from '../dates/use-date-writer';
import { fileSizeLabel } from '../documents/document-upload';
import { errorLabel, loadErrorLabel, retryHelps } from '../error-label';
import { usePageLanguage } from '../i18n/use-page-language';
import { ErrorState, LoadingState } from '../../ui/status';
import { useDataExport, useRequestDataExport } from './api/my-data';

type Latest = NonNullable<DataExportResponse['latest']>;

/** The longest a timer may wait (setTimeout's limit is about 24.8 days; a request waits one). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether `instant` is still to come; true turns false when it passes, without a reload. */
function useStillToCome(instant: string | null): boolean {
  const at = instant ? Date.parse(instant) : Number.NaN;
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (Number.isNaN(at)) return;
    const wait = at - Date.now();
    const timer = setTimeout(() => setPassed(at), Math.min(Math.max(wait, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [at]);
  if (Number.isNaN(at) || passed === at) return false;
  return at > Date.now();
}

/** What the latest archive is: being prepared, ready to download until its expiry, expired or failed. */
function LatestArchive({ latest }: { latest: Latest }) {
  const { t } = useTranslation();
  const dates = useDateWriter();
  const locale = bcp47ForLanguage(usePageLanguage());
  switch (latest.state) {
    case 'preparing':
      return (
        <div className="my-data__state" role="status">
          <span className="status__spinner" aria-hidden="true" />
          <p>{t('MY_DATA_EXPORT_PREPARING')}</p>
        </div>
      );
    case 'ready':
      return (
        <div className="my-data__state my-data__state--ready">
          <a className="button" href={endpointUrl(downloadDataExport, { exportId: latest.id })} download>
            {latest.sizeBytes === null ? t('MY_DATA_EXPORT_DOWNLOAD') : t('MY_DATA_EXPORT_DOWNLOAD_SIZED', { size: fileSizeLabel(latest.sizeBytes, locale) })}
          </a>
          {latest.expiresAt ? (
            <p className="my-data__meta">{t('MY_DATA_EXPORT_AVAILABLE_UNTIL', { date: dates.date(latest.expiresAt), time: dates.time(latest.expiresAt) })}</p>
          ) : null}
        </div>
      );
    case 'expired':
      return <p className="my-data__state my-data__meta">{t('MY_DATA_EXPORT_EXPIRED')}</p>;
    case 'failed':
      return <p className="my-data__state my-data__meta">{t('MY_DATA_EXPORT_FAILED')}</p>;
  }
}

/**
 * "Download my data" (issue 31): what the archive holds, its latest state (asked again every few seconds while it is
 * prepared) and the button asking for a new one, disabled with the time from when another may be asked for (one a day).
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const dataExport = useDataExport();
  const request = useRequestDataExport();
  const dates = useDateWriter();
  const waitId = useId();
  const nextRequestAt = dataExport.data?.nextRequestAt ?? null;
  const tooSoon = useStillToCome(nextRequestAt);

  let body: React.ReactNode;
  if (dataExport.isPending) body = <LoadingState label={t('MY_DATA_EXPORT_LOADING')} />;
  else if (dataExport.isError) {
    body = (
      <ErrorState
        message={loadErrorLabel(dataExport.error, t, exists)}
        retryLabel={t('RETRY')}
        onRetry={retryHelps(dataExport.error) ? () => void dataExport.refetch() : undefined}
      />
    );
  } else {
    const { latest } = dataExport.data;
    const preparing = latest?.state === 'preparing';
    body = (
      <>
        {latest ? <LatestArchive latest={latest} /> : null}
        {preparing ? null : (
          <div className="my-data__actions">
            <button
              type="button"
              className={latest ? 'button button--secondary' : 'button'}
              disabled={tooSoon || request.isPending}
              aria-describedby={tooSoon ? waitId : undefined}
              onClick={() => request.mutate()}
            >
              {request.isPending ? t('MY_DATA_EXPORT_REQUESTING') : t(latest ? 'MY_DATA_EXPORT_REQUEST_AGAIN' : 'MY_DATA_EXPORT_REQUEST')}
            </button>
            {tooSoon && nextRequestAt ? (
              <p className="my-data__meta" id={waitId}>
                {t('MY_DATA_EXPORT_NEXT_REQUEST', { date: dates.date(nextRequestAt), time: dates.time(nextRequestAt) })}
              </p>
            ) : null}
          </div>
        )}
        {request.isError ? (
          <p className="field__error my-data__alert" role="alert">
            {errorLabel(request.error, t, exists)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section className="my-data__card" aria-labelledby="my-data-export-title">
      <h2 id="my-data-export-title">{t('MY_DATA_EXPORT_TITLE')}</h2>
      <p>{t('MY_DATA_EXPORT_INTRO')}</p>
      <ul className="my-data__list">
        <li>{t('MY_DATA_EXPORT_HOLDS_RECORDS')}</li>
        <li>{t('MY_DATA_EXPORT_HOLDS_FILES')}</li>
      </ul>
      <p className="my-data__meta">{t('MY_DATA_EXPORT_HOW')}</p>
      {body}
    </section>
  );
}
