import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionDraft } from '../../../../engine/generated/api/region-draft';
import { errorLabel } from '../../../shared/error-label';
import { ErrorState, LoadingState } from '../../../ui/status';
import { draftAction, useDraft, useDraftMutation } from '../api/region-drafts';
import { formatTime } from '../format-time';
import { regionProblemsOf } from '../region-problems';
import { DraftReview } from '../review/draft-review';
import { ProblemList } from '../review/problem-list';

/**
 * Other ops people's drafts (issue 24): those awaiting approval, each with its review and Approve /
 * Send back (a second ops account publishes what the author submitted; the author never approves
 * their own); those still being written, so two people do not change one file unknowingly.
 */
export function OtherDrafts({ drafts, canApprove, onPublished }: { drafts: RegionDraft[]; canApprove: boolean; onPublished: (version: number) => void }) {
  const { t } = useTranslation();
  const awaiting = drafts.filter((d) => !d.mine && d.status === 'awaiting_approval');
  const open = drafts.filter((d) => !d.mine && d.status === 'open');
  if (awaiting.length === 0 && open.length === 0) return null;
  return (
    <section className="ops-card ops-others" aria-labelledby="ops-others-title">
      <h2 id="ops-others-title" className="ops-card__title">
        {t('OPS_REGIONS_OTHERS_TITLE')}
      </h2>
      {awaiting.length > 0 ? (
        <>
          <h3 className="ops-others__subtitle">{t('OPS_REGIONS_AWAITING_TITLE', { count: awaiting.length })}</h3>
          {canApprove ? null : <p className="ops-publish__note">{t('OPS_REGIONS_APPROVE_NEEDS_ACCOUNT')}</p>}
          {awaiting.map((draft) => (
            <AwaitingDraft key={draft.id} draft={draft} canApprove={canApprove} onPublished={onPublished} />
          ))}
        </>
      ) : null}
      {open.length > 0 ? (
        <>
          <h3 className="ops-others__subtitle">{t('OPS_REGIONS_OPEN_TITLE', { count: open.length })}</h3>
          <ul className="ops-others__open">
            {open.map((draft) => (
              <OpenDraftLine key={draft.id} draft={draft} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function OpenDraftLine({ draft }: { draft: RegionDraft }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      {t('OPS_REGIONS_OPEN_LINE', { author: draft.author, time: formatTime(draft.updatedAt, i18n.language) })}{' '}
      {draft.files.map((f) => (
        <code key={f.name} className="ops-conflict__file">
          {f.name}
        </code>
      ))}
    </li>
  );
}

function AwaitingDraft({ draft, canApprove, onPublished }: { draft: RegionDraft; canApprove: boolean; onPublished: (version: number) => void }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const [reviewOpen, setReviewOpen] = useState(false);
  const approve = useDraftMutation(
    () => draftAction(draft.id, 'approve'),
    (answer) => answer.version && onPublished(answer.version.id),
  );
  const sendBack = useDraftMutation(() => draftAction(draft.id, 'return'));
  const failed = approve.error ?? sendBack.error;
  const problems = regionProblemsOf(failed);
  const titleId = `ops-awaiting-${draft.id}`;
  return (
    <article className="ops-awaiting" aria-labelledby={titleId}>
      <h4 id={titleId} className="ops-awaiting__title">
        {t('OPS_REGIONS_AWAITING_BY', { author: draft.author, time: formatTime(draft.submittedAt ?? draft.updatedAt, i18n.language) })}
      </h4>
      {draft.message ? <blockquote className="ops-message">{draft.message}</blockquote> : null}
      <p>
        {t('OPS_REGIONS_DRAFT_FILES', { count: draft.files.length })}{' '}
        {draft.files.map((f) => (
          <code key={f.name} className="ops-conflict__file">
            {f.name}
          </code>
        ))}
      </p>
      <button type="button" className="button button--secondary ops-small-button" aria-expanded={reviewOpen} onClick={() => setReviewOpen((was) => !was)}>
        {t(reviewOpen ? 'OPS_REGIONS_REVIEW_HIDE' : 'OPS_REGIONS_REVIEW_SHOW')}
      </button>
      {reviewOpen ? <AwaitingReview id={draft.id} /> : null}
      <div className="ops-actions">
        <button
          type="button"
          className="button"
          disabled={!canApprove || approve.isPending || sendBack.isPending}
          onClick={() => approve.mutate(undefined)}
        >
          {t('OPS_REGIONS_APPROVE')}
        </button>
        <button type="button" className="button button--secondary" disabled={approve.isPending || sendBack.isPending} onClick={() => sendBack.mutate(undefined)}>
          {t('OPS_REGIONS_SEND_BACK')}
        </button>
      </div>
      {problems ? (
        <div className="ops-refused" role="alert">
          <p className="ops-refused__title">{t('OPS_REGIONS_NOT_PUBLISHED', { count: problems.length })}</p>
          <ProblemList problems={problems} />
        </div>
      ) : failed ? (
        <p className="ops-regions__error" role="alert">
          {errorLabel(failed, t, exists)}
        </p>
      ) : null}
    </article>
  );
}

function AwaitingReview({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const draft = useDraft(id);
  if (draft.isPending) return <LoadingState label={t('OPS_REGIONS_DRAFT_LOADING')} />;
  if (draft.isError) return <ErrorState message={errorLabel(draft.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={() => void draft.refetch()} />;
  return <DraftReview review={draft.data.review} idPrefix={`awaiting-${id}`} />;
}
