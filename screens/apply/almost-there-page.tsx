import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { scopeOf } from '../../engine/regions/scope';
import { basicInfoMissing } from '../../engine/rules/application-progress';
import { bcp47ForLanguage } from '../../engine/rules/language';
import { errorLabel, loadErrorLabel, retryHelps } from '../shared/error-label';
import { useMe } from '../shared/session/get-me';
import { useViewer } from '../shared/session/viewer';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { ErrorState, LoadingState } from '../ui/status';
import { getVerticalStatusQueryOptions, useVerticalStatus } from './api/get-vertical-status';
import { postLimitedDemandPopupSeen } from './api/post-limited-demand-popup-seen';
import { AlmostThereForm } from './almost-there-form';
import { ApplyCard, ApplyPage } from './apply-page';
import { DocumentUploads } from '../shared/documents/document-uploads';
import { LimitedDemandDialog } from './limited-demand-dialog';
import { OnboardingBooking } from './onboarding-booking';
import { cityName } from '../../engine/regions/city-name';
import { useCityTimeZone } from '../shared/dates/use-city-time-zone';
import { displayTimeZone } from './onboarding-slots';
import { verticalStatusMessageKey, type VerticalStatusFacts } from './vertical-status-copy';
import './almost-there-page.css';

function scrollToDetails(): void {
  requestAnimationFrame(() => document.getElementById('almost-there-details')?.scrollIntoView({ block: 'start' }));
}

/** "You passed": the success view of /almost-there?passed=true (W§2). */
export function PassedBanner() {
  const { t } = useTranslation();
  return (
    <div className="apply-banner almost-there__passed" role="status">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <p>
        <strong>{t('ALMOST_THERE_PASSED_TITLE')}</strong>
        {t('ALMOST_THERE_PASSED_TEXT')}
      </p>
    </div>
  );
}

/** The vertical status message (W§4: 0, 1, 2, 3, 20 each their own; another once a session is booked), as the booking offered allows. */
export function VerticalStatusMessage({ status }: { status: VerticalStatusFacts }) {
  const { t } = useTranslation();
  return <p className="almost-there__status">{t(verticalStatusMessageKey(status))}</p>;
}

/** The saved details in one line, with a way back to the form. */
function DetailsSummary({ address, onEdit }: { address: string; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="almost-there__summary">
      <p role="status">
        <span className="badge badge--done">{t('ALMOST_THERE_DETAILS_SAVED')}</span> {address}
      </p>
      <button type="button" className="button button--secondary" onClick={onEdit}>
        {t('ALMOST_THERE_DETAILS_EDIT')}
      </button>
    </div>
  );
}

/**
 * The way on to the agreement, at the application's `agreement` stage (details in, the session
 * booked or none offered), or on to the outcome page once signed (`signed`).
 */
export function NextStepCard({ signed }: { signed: boolean }) {
  const { t } = useTranslation();
  if (signed) {
    return (
      <ApplyCard titleKey="ALMOST_THERE_SIGNED_TITLE" headingId="next-step" tone="highlight">
        <p>{t('ALMOST_THERE_SIGNED_TEXT')}</p>
        <div className="apply-actions">
          <Link className="button" to={PAGES.applicationSuccess}>
            {t('ALMOST_THERE_SIGNED_LINK')}
          </Link>
        </div>
      </ApplyCard>
    );
  }
  return (
    <ApplyCard titleKey="ALMOST_THERE_NEXT_TITLE" headingId="next-step" tone="highlight">
      <p>{t('ALMOST_THERE_NEXT_TEXT')}</p>
      <div className="apply-actions">
        {/* Not language-aware (no slug): a plain link. */}
        <Link className="button button--accent" to={PAGES.signAgreement}>
          {t('ALMOST_THERE_NEXT_LINK')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </ApplyCard>
  );
}

function LimitedDemand() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const seen = useMutation({
    mutationFn: postLimitedDemandPopupSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getVerticalStatusQueryOptions().queryKey }),
  });
  if (seen.isSuccess) return null;
  return (
    <LimitedDemandDialog
      onAcknowledge={() => seen.mutate()}
      pending={seen.isPending}
      error={seen.isError ? errorLabel(seen.error, t, (key) => i18n.exists(key)) : null}
    />
  );
}

/**
 * /almost-there (W§2, W§4): the basic information (address and background, service areas),
 * the onboarding session, the documents, and the way on to the agreement. The copy follows the
 * vertical status and whether a session is booked; `?passed=true` adds the success view.
 */
export function AlmostTherePage() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const me = useMe().data;
  const worker = me?.worker;
  const city = me?.city;
  const viewer = useViewer();
  const language = usePageLanguage();
  const locale = bcp47ForLanguage(language);
  const timeZone = displayTimeZone(useCityTimeZone());
  const status = useVerticalStatus();
  const [editing, setEditing] = useState(false);

  const cityId = worker?.city_id ?? null;
  const countryId = worker?.country_id ?? null;
  const scope = useMemo(() => scopeOf(cityId, countryId), [cityId, countryId]);

  // Once saved, the long form folds into one line: take the reader to it rather than leave them
  // further down the page.
  const saved = worker ? !basicInfoMissing(worker) : false;
  const wasSaved = useRef(saved);
  useEffect(() => {
    if (saved && !wasSaved.current) scrollToDetails();
    wasSaved.current = saved;
  }, [saved]);

  if (!worker || viewer?.kind !== 'practitioner') return null;
  const passed = searchParams.get('passed') === 'true';
  const address = [worker.residentialAddress.address1, worker.residentialAddress.postcode, worker.residentialAddress.city].filter(Boolean).join(', ');
  const vs = status.data;
  const bookingOffered = vs ? vs.bookingOpen : false;
  // The stage decides, as the route guards do: the agreement page opens at `agreement`.
  const { stage, flags } = viewer;
  const readyToSign = stage === 'agreement' || stage === 'signed';

  return (
    <ApplyPage titleKey="ALMOST_THERE_PAGE_TITLE" step={stage === 'signed' ? 'done' : 'details'} lead={<p>{t('ALMOST_THERE_LEAD')}</p>}>
      {passed ? <PassedBanner /> : null}

      {status.isPending ? (
        <LoadingState label={t('LOADING')} />
      ) : status.isError ? (
        <ErrorState message={loadErrorLabel(status.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(status.error) ? () => void status.refetch() : undefined} />
      ) : (
        <VerticalStatusMessage status={status.data} />
      )}

      <ApplyCard
        titleKey="ALMOST_THERE_DETAILS_TITLE"
        headingId="almost-there-details"
        aside={saved ? null : <span className="badge badge--required">{t('ALMOST_THERE_TODO_BADGE')}</span>}
      >
        {saved && !editing ? (
          <DetailsSummary address={address} onEdit={() => setEditing(true)} />
        ) : (
          <>
            <p className="apply-note">{t('ALMOST_THERE_DETAILS_TEXT')}</p>
            <AlmostThereForm
              worker={worker}
              scope={scope}
              onSaved={() => {
                if (editing) scrollToDetails();
                setEditing(false);
              }}
            />
          </>
        )}
      </ApplyCard>

      {vs && (vs.interviewBooked || bookingOffered) ? (
        <ApplyCard
          titleKey="ONBOARDING_TITLE"
          headingId="almost-there-onboarding"
          aside={vs.interviewBooked ? <span className="badge badge--done">{t('ONBOARDING_BOOKED_BADGE')}</span> : null}
        >
          {vs.interviewBooked ? null : <p className="apply-note">{t(vs.limitedDemand ? 'ONBOARDING_TEXT_LIMITED' : 'ONBOARDING_TEXT')}</p>}
          <OnboardingBooking status={vs} timeZone={timeZone} place={city ? cityName(city, language) : timeZone} />
        </ApplyCard>
      ) : null}

      <ApplyCard titleKey="DOCUMENTS_TITLE" headingId="almost-there-documents">
        <p className="apply-note">{t('DOCUMENTS_TEXT')}</p>
        <DocumentUploads workerId={worker.id} locale={locale} />
      </ApplyCard>

      {readyToSign ? (
        // An operator partner's worker signs elsewhere (W§6): no way to the agreement here.
        flags.hidePartnershipAgreement ? null : <NextStepCard signed={stage === 'signed'} />
      ) : (
        <ApplyCard titleKey="ALMOST_THERE_NEXT_PENDING_TITLE" headingId="next-step" tone="muted">
          <p>{t(bookingOffered ? 'ALMOST_THERE_NEXT_PENDING_TEXT' : 'ALMOST_THERE_NEXT_PENDING_TEXT_NO_BOOKING')}</p>
        </ApplyCard>
      )}

      {vs?.limitedDemandPopup ? <LimitedDemand /> : null}
    </ApplyPage>
  );
}
