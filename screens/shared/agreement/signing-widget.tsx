import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorLabel, retryHelps } from '../error-label';
import { usePageLanguage } from '../i18n/use-page-language';
import { ErrorState, LoadingState } from '../../ui/status';
import { useSignatureRequest } from './get-signature-request';
import { signingMessageOf } from './signing-messages';
import './signing-widget.css';

/**
 * The signing step shared by the applicant's /sign-agreement and the worker's /agreement (W§2,
 * W§4 Agreement): the intro (first signature, new version, already signed) and the built-in
 * signing page embedded. The pages around it poll the session every 3 s (W§9) to see it signed.
 */

/** The embedded signing page's URL, in the page's language. */
export function signingFrameUrl(signUrl: string, language: string): string {
  return `${signUrl}${signUrl.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}

/** The intro above the signing widget: a first signature, a new version, or already signed (W§2). */
export function agreementIntroKey(alreadySigned: boolean, signedBefore: boolean): string {
  if (alreadySigned) return 'SIGN_AGREEMENT_ALREADY_SIGNED_TEXT';
  return signedBefore ? 'SIGN_AGREEMENT_NEW_VERSION_TEXT' : 'SIGN_AGREEMENT_FIRST_TEXT';
}

/** The frame's height as the signing page reports it (null until it does: the CSS height). */
function useFrameHeight(frame: RefObject<HTMLIFrameElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      const message = signingMessageOf(event);
      if (message?.type !== 'resize' || event.source !== frame.current?.contentWindow) return;
      setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  return height;
}

/** Calls `onSigned` as soon as the embedded signing page says it was signed (the poll is the fallback). */
export function useSignedMessage(onSigned: () => void): void {
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (signingMessageOf(event)?.type === 'signed') onSigned();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onSigned]);
}

/** `waitingKey`: what the page around it does once signed (the applicant's moves on, the worker's updates). */
export function SigningWidget({ signedBefore, waitingKey = 'SIGN_AGREEMENT_WAITING' }: { signedBefore: boolean; waitingKey?: string }) {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const request = useSignatureRequest(true);
  const frame = useRef<HTMLIFrameElement>(null);
  const height = useFrameHeight(frame);
  if (request.isPending) return <LoadingState label={t('SIGN_AGREEMENT_LOADING')} />;
  if (request.isError) {
    return <ErrorState message={loadErrorLabel(request.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(request.error) ? () => void request.refetch() : undefined} />;
  }
  const { signURL, version, alreadySigned } = request.data;
  return (
    <>
      <p className={`sign-agreement__intro${alreadySigned ? ' sign-agreement__intro--signed' : ''}`}>
        {alreadySigned ? <strong>{t('SIGN_AGREEMENT_ALREADY_SIGNED_TITLE')}</strong> : null}
        {t(agreementIntroKey(alreadySigned, signedBefore), { version })}
      </p>
      {/* Full width of the page: the signing page inside has its own margins. */}
      <iframe
        ref={frame}
        className={`sign-agreement__frame${height ? ' sign-agreement__frame--fitted' : ''}`}
        style={height ? { height: `${height}px` } : undefined}
        src={signingFrameUrl(signURL.embedded.sign_url, language)}
        title={t('SIGN_AGREEMENT_FRAME_TITLE', { version })}
      />
      <p className="apply-note sign-agreement__waiting" role="status">
        {t(waitingKey)}
      </p>
    </>
  );
}
