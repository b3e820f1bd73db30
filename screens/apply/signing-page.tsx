import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../engine/pages';
import { isLanguageId } from '../../engine/rules/language';
import { SIGNING_NAME_MISMATCH, signatureNameMatches } from '../../engine/rules/signature-name';
import { apiErrorBody } from '../shared/api/api-client';
import { useDateWriter } from '../shared/dates/use-date-writer';
import { errorLabel, loadErrorLabel, retryHelps } from '../shared/error-label';
import { applyLanguage } from '../shared/i18n/i18n';
import { getMeQueryOptions } from '../shared/session/get-me';
import { LogoMark } from '../ui/logo';
import { ErrorState, LoadingState } from '../ui/status';
import { useSignatureRequestPage } from './api/get-signature-request-page';
import { postSignature } from './api/post-signature';
import { notifyParentHeight, notifyParentSigned } from '../shared/agreement/signing-messages';
import './signing-page.css';

/** Answers that mean "this page is out of date": only a fresh agreement page helps. */
const RELOAD_CODES: ReadonlySet<string> = new Set(['AGREEMENT_CHANGED', 'SIGNATURE_REQUEST_EXPIRED', 'SIGNATURE_REQUEST_NOT_FOUND']);

export interface SignatureFormErrors {
  fullName?: string;
  consent?: string;
}

/** The checks the server makes too (W§6): the signer's own name typed, and an explicit consent. */
export function signatureFormErrors(fullName: string, consent: boolean, signerName: string): SignatureFormErrors {
  const errors: SignatureFormErrors = {};
  if (fullName.trim() === '') errors.fullName = 'SIGNING_NAME_REQUIRED';
  else if (!signatureNameMatches(fullName, signerName)) errors.fullName = 'SIGNING_NAME_MISMATCH';
  if (!consent) errors.consent = 'SIGNING_CONSENT_REQUIRED';
  return errors;
}

/** The agreement's paragraphs (blank lines apart); single line breaks stay inside a paragraph. */
export function agreementParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}

/** Opens the agreement page again (the whole page when embedded): a new signing link, the current text. */
function ReloadAdvice({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="signing__notice signing__notice--error" role="alert">
      <p>{message}</p>
      <p>{t('SIGNING_RELOAD_TEXT')}</p>
      <a className="button" href={PAGES.signAgreement} target="_top">
        {t('SIGNING_RELOAD')}
      </a>
    </div>
  );
}

function Signed({ signedAt }: { signedAt: string | null }) {
  const { t } = useTranslation();
  const dates = useDateWriter();
  return (
    <div className="signing__notice signing__notice--done" role="status">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <p className="signing__notice-title">{t('SIGNING_DONE_TITLE')}</p>
        <p>
          {signedAt
            ? t('SIGNING_DONE_TEXT_AT', { date: t('DATE_AT_TIME', { date: dates.date(signedAt), time: dates.time(signedAt) }) })
            : t('SIGNING_DONE_TEXT')}
        </p>
      </div>
    </div>
  );
}

/**
 * /sign/{requestToken}: the built-in signing page (DESIGN.md "e-signature"), shown inside
 * /sign-agreement without the site's header and footer. The agreement text as the server hashed
 * it, the signer's typed full name (the account's name suggested), an explicit consent, Sign.
 * The signature carries the text's SHA-256, so a text changed meanwhile is refused (AGREEMENT_CHANGED).
 */
export function SigningPage() {
  const { t, i18n } = useTranslation();
  const { requestToken = '' } = useParams();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('language');
  const language = isLanguageId(asked) ? asked : null;
  const page = useSignatureRequestPage(requestToken, language);
  const shown = page.data?.language ?? language;
  const dates = useDateWriter();
  const nameId = useId();
  const consentId = useId();

  useEffect(() => {
    if (isLanguageId(shown)) void applyLanguage(i18n, shown);
  }, [shown, i18n]);

  // Embedded: the agreement page sizes its frame to this page. On its own, it fills the window.
  const [standalone] = useState(() => typeof window === 'undefined' || window.parent === window);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined' || window.parent === window) return undefined;
    const observer = new ResizeObserver(() => notifyParentHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const [fullName, setFullName] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SignatureFormErrors>({});
  const queryClient = useQueryClient();
  const sign = useMutation({
    mutationFn: () => postSignature(requestToken, { fullName: (fullName ?? page.data?.signerName ?? '').trim(), consent: true, textSha256: page.data!.textSha256 }),
    onSuccess: async () => {
      // The agreement page around this one asks for the session at once; this page's own copy of
      // it (opened on its own) is out of date too: signing moves the application's stage on.
      notifyParentSigned();
      await queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey });
    },
  });

  const exists = (key: string) => i18n.exists(key);
  let body;
  if (page.isPending) {
    body = <LoadingState label={t('SIGNING_LOADING')} />;
  } else if (page.isError) {
    const code = apiErrorBody(page.error)?.error;
    body =
      code && RELOAD_CODES.has(code) ? (
        <ReloadAdvice message={loadErrorLabel(page.error, t, exists)} />
      ) : (
        <ErrorState message={loadErrorLabel(page.error, t, exists)} retryLabel={t('RETRY')} onRetry={retryHelps(page.error) ? () => void page.refetch() : undefined} />
      );
  } else {
    const data = page.data;
    const name = fullName ?? data.signerName;
    const signError = sign.error;
    const signCode = apiErrorBody(signError)?.error;
    const serverDetails = apiErrorBody(signError)?.details ?? [];
    const serverField = (field: string) => {
      const detail = serverDetails.find((d) => d.path === `/${field}`);
      if (!detail) return undefined;
      if (field === 'consent') return 'SIGNING_CONSENT_REQUIRED';
      return detail.code === SIGNING_NAME_MISMATCH ? 'SIGNING_NAME_MISMATCH' : 'SIGNING_NAME_REQUIRED';
    };
    const nameError = errors.fullName ?? serverField('fullName');
    const consentError = errors.consent ?? serverField('consent');
    const done = data.alreadySigned || sign.isSuccess;
    body = (
      <>
        <p className="signing__meta">
          {t('SIGNING_VERSION', {
            version: data.version,
            date: dates.day.date(data.effectiveFrom),
          })}
        </p>
        <article className="signing__text" lang={data.language.replace('_', '-')} tabIndex={0} aria-label={t('SIGNING_TEXT_LABEL')}>
          {agreementParagraphs(data.text).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </article>
        {done ? (
          <Signed signedAt={sign.isSuccess ? new Date().toISOString() : data.signedAt} />
        ) : signCode && RELOAD_CODES.has(signCode) ? (
          <ReloadAdvice message={errorLabel(signError, t, exists)} />
        ) : (
          <form
            className="signing__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const found = signatureFormErrors(name, consent, data.signerName);
              setErrors(found);
              if (Object.keys(found).length > 0) {
                document.getElementById(found.fullName ? nameId : consentId)?.focus();
                return;
              }
              sign.mutate();
            }}
          >
            <div className="field">
              <label className="field__label" htmlFor={nameId}>
                {t('SIGNING_NAME_LABEL')}
              </label>
              <input
                id={nameId}
                className="field__control signing__name"
                type="text"
                autoComplete="name"
                value={name}
                maxLength={200}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${nameId}-error` : `${nameId}-help`}
                onChange={(event) => {
                  setFullName(event.target.value);
                  if (errors.fullName) setErrors((e) => ({ ...e, fullName: undefined }));
                }}
              />
              {nameError ? (
                <p id={`${nameId}-error`} className="field__error">
                  {t(nameError)}
                </p>
              ) : (
                <p id={`${nameId}-help`} className="signing__help">
                  {t('SIGNING_NAME_HELP')}
                </p>
              )}
            </div>
            <div className="signing__consent">
              <input
                id={consentId}
                type="checkbox"
                checked={consent}
                aria-invalid={consentError ? true : undefined}
                aria-describedby={consentError ? `${consentId}-error` : undefined}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  if (errors.consent) setErrors((e) => ({ ...e, consent: undefined }));
                }}
              />
              <label htmlFor={consentId}>{t('SIGNING_CONSENT_LABEL', { version: data.version })}</label>
            </div>
            {consentError ? (
              <p id={`${consentId}-error`} className="field__error">
                {t(consentError)}
              </p>
            ) : null}
            {sign.isError && !serverDetails.length ? (
              <p className="field__error" role="alert">
                {errorLabel(signError, t, exists)}
              </p>
            ) : null}
            <button type="submit" className="button button--accent button--block" disabled={sign.isPending} aria-busy={sign.isPending || undefined}>
              {t(sign.isPending ? 'SIGNING_SUBMITTING' : 'SIGNING_SUBMIT')}
            </button>
          </form>
        )}
      </>
    );
  }

  return (
    <main ref={root} className={`signing${standalone ? ' signing--standalone' : ''}`} aria-labelledby="signing-title">
      <title>{`${t('SIGNING_TITLE')} · ${t('BRAND_NAME')}`}</title>
      <header className="signing__header">
        <LogoMark size={28} />
        <h1 id="signing-title" className="signing__title">
          {t('SIGNING_TITLE')}
        </h1>
      </header>
      {body}
    </main>
  );
}
