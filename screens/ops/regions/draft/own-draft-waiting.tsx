import { useTranslation } from 'react-i18next';
import type { RegionDraftResponse } from '../../../../engine/generated/api/region-draft-response';
import { errorLabel } from '../../../shared/error-label';
import { draftAction, useDraftMutation } from '../api/region-drafts';
import { formatTime } from '../format-time';
import { DraftReview } from '../review/draft-review';

/**
 * The author's own draft while it waits for a second ops account: frozen (what is approved is what
 * ships), its review, and the author's ways out: take it back to change it, or discard it.
 */
export function OwnDraftWaiting({ answer }: { answer: RegionDraftResponse }) {
  const { t, i18n } = useTranslation();
  const takeBack = useDraftMutation(() => draftAction(answer.draft.id, 'return'));
  const discard = useDraftMutation(() => draftAction(answer.draft.id, 'discard'));
  const failed = takeBack.error ?? discard.error;
  return (
    <div className="ops-draft ops-draft--waiting">
      <div className="ops-notice" role="status">
        <p className="ops-notice__title">{t('OPS_REGIONS_WAITING_TITLE')}</p>
        <p>{t('OPS_REGIONS_WAITING_TEXT', { time: formatTime(answer.draft.submittedAt ?? answer.draft.updatedAt, i18n.language) })}</p>
        {answer.draft.message ? <blockquote className="ops-message">{answer.draft.message}</blockquote> : null}
      </div>
      <DraftReview review={answer.review} idPrefix={`waiting-${answer.draft.id}`} />
      <div className="ops-actions">
        <button type="button" className="button button--secondary" disabled={takeBack.isPending} onClick={() => takeBack.mutate(undefined)}>
          {t('OPS_REGIONS_TAKE_BACK')}
        </button>
        <button type="button" className="button button--secondary" disabled={discard.isPending} onClick={() => discard.mutate(undefined)}>
          {t('OPS_REGIONS_DISCARD_DRAFT')}
        </button>
      </div>
      {failed ? (
        <p className="ops-regions__error" role="alert">
          {errorLabel(failed, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
    </div>
  );
}
