import { useTranslation } from 'react-i18next';
import { SHARE_NETWORKS } from '../../../engine/rules/share-links';
import { apiErrorBody } from '../../shared/api/api-client';
import { loadErrorLabel, retryHelps } from '../../shared/error-label';
import { useSessionSettings } from '../../shared/session/viewer';
import { ShareBox } from '../../shared/share/share-box';
import { ErrorState, LoadingState } from '../../ui/status';
import { FaqSidePanel } from '../../shared/faq/faq-side-panel';
import { useProfileShare } from './api/get-profile-share';
import { LiveChatButton } from '../support-chat/live-chat-button';
import './promote-page.css';

/**
 * /promote-profile (W§2 Promote): the address of the worker's public profile with the share box
 * (all five networks and copy), the FAQ side panel and the live-chat entry point.
 */
export function PromotePage() {
  const { t, i18n } = useTranslation();
  const settings = useSessionSettings();
  const share = useProfileShare();

  let main: React.ReactNode;
  if (share.isPending) main = <LoadingState label={t('PROMOTE_LOADING')} />;
  else if (apiErrorBody(share.error)?.error === 'ACCOUNT_INACTIVE') {
    // Why there is nothing to share, rather than "no profile at this address" and a retry that cannot help.
    main = (
      <section className="promote-card" aria-labelledby="promote-share-title">
        <h2 id="promote-share-title">{t('PROMOTE_INACTIVE_TITLE')}</h2>
        <p role="note">{t('PROMOTE_INACTIVE_TEXT')}</p>
      </section>
    );
  } else if (share.isError) {
    main = <ErrorState message={loadErrorLabel(share.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(share.error) ? () => void share.refetch() : undefined} />;
  } else {
    const url = share.data.url;
    main = (
      <section className="promote-card" aria-labelledby="promote-share-title">
        <h2 id="promote-share-title">{t('PROMOTE_SHARE_TITLE')}</h2>
        <p>{t('PROMOTE_SHARE_TEXT')}</p>
        <ShareBox url={url} message={t('PROMOTE_SHARE_MESSAGE', { name: share.data.profile.name })} networks={SHARE_NETWORKS} label={t('PROMOTE_LINK_LABEL')} />
        <a className="promote-card__view" href={url} target="_blank" rel="noopener" data-testid="public-profile-link">
          {t('PROMOTE_VIEW_PROFILE')}
        </a>
      </section>
    );
  }

  return (
    <div className="promote-page">
      <h1>{t('PROMOTE_TITLE')}</h1>
      <div className="promote-page__layout">
        <div className="promote-page__main">{main}</div>
        <aside className="promote-page__side">
          {/* R§2: the FAQ side panel with the region's promote category (faqPromoteCategoryId: 36 UK, 37 FR). */}
          <section className="promote-card promote-faq">
            <FaqSidePanel categoryId={settings?.faqPromoteCategoryId} title={t('PROMOTE_FAQ_TITLE')} />
          </section>
          <section className="promote-card" aria-labelledby="promote-chat-heading">
            <h2 id="promote-chat-heading">{t('PROMOTE_HELP_TITLE')}</h2>
            <p>{t('PROMOTE_HELP_TEXT')}</p>
            {/* The page's live-chat button opens the worker area's chat launcher (W§2 Promote: live chat). */}
            <LiveChatButton />
          </section>
        </aside>
      </div>
    </div>
  );
}
