import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PAGES } from '../../../engine/pages';
import { useTranslation } from 'react-i18next';
import { apiErrorBody, apiErrorStatus } from '../../shared/api/api-client';
import { loadErrorLabel } from '../../shared/error-label';
import { ErrorState, LoadingState } from '../../ui/status';
import { useOpsRegions } from './api/ops-regions';
import { REGION_VERSIONS_KEY } from './api/region-versions';
import { DraftWorkspace } from './draft/draft-workspace';
import { OtherDrafts } from './draft/other-drafts';
import { RegionHistory } from './history/region-history';
import { DeployConflict } from './live/deploy-conflict';
import { LiveStatus } from './live/live-status';
import { OpsRefusal } from './ops-refusal';
import '../ops-forms-page.css';
import './ops-regions-page.css';

/**
 * The live configuration for operations staff (issues 14 and 24): what is live and on which
 * instance, the deploy conflict to resolve; the person's draft (edit several files, save, review
 * with problems, settings before → after, people reached, forms before and after; new and retired
 * cities; publish with a message or submit for a second ops account's approval); other people's
 * drafts to approve; the history with each version's changes and rollback.
 */
export function OpsRegionsPage() {
  const { t, i18n } = useTranslation();
  /** A version published from this page: confirmed, and followed until every instance serves it. */
  const [published, setPublished] = useState<number | null>(null);
  /** The draft chosen on this page; undefined: the person's newest open draft. */
  const [chosenDraft, setChosenDraft] = useState<string | null | undefined>(undefined);
  /** A new workspace (no unsaved edits carried over) when another draft is opened from outside it. */
  const [workspace, setWorkspace] = useState(0);
  const regions = useOpsRegions(published);
  const queryClient = useQueryClient();
  const overview = regions.data;

  if (regions.isError) {
    const status = apiErrorStatus(regions.error);
    if (status === 401) return <OpsRefusal kind="log-in" />;
    if (status === 403 && apiErrorBody(regions.error)?.error === 'STAFF_ONLY') return <OpsRefusal kind="staff-only" />;
  }

  const mine = overview?.drafts.filter((d) => d.mine) ?? [];
  const draftId = chosenDraft === undefined ? (mine[0]?.id ?? null) : chosenDraft;
  const openDraft = (id: string | null) => {
    setChosenDraft(id);
    setWorkspace((n) => n + 1);
  };
  const onPublished = (version: number) => {
    setPublished(version);
    // Approved by someone else, the author's page learns it from the draft: the history follows too.
    void queryClient.invalidateQueries({ queryKey: REGION_VERSIONS_KEY });
  };

  return (
    <div className="ops-regions container">
      <title>{t('OPS_REGIONS_TITLE')}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('OPS_REGIONS_TITLE')}</h1>
      <p className="ops-regions__intro">{t('OPS_REGIONS_INTRO')}</p>
      <p className="ops-regions__links">
        <Link to={PAGES.opsAudit}>{t('OPS_AUDIT_LINK')}</Link> <Link to={PAGES.opsInsights}>{t('OPS_INSIGHTS_LINK')}</Link>
      </p>

      {regions.isError ? (
        <ErrorState message={loadErrorLabel(regions.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={() => void regions.refetch()} />
      ) : !overview ? (
        <LoadingState label={t('OPS_REGIONS_LOADING')} />
      ) : (
        <>
          <LiveStatus overview={overview} published={published} />
          {overview.conflict ? <DeployConflict conflict={overview.conflict} onDraft={openDraft} /> : null}

          <section className="ops-card ops-workspace" aria-labelledby="ops-draft-title">
            <h2 id="ops-draft-title" className="ops-card__title">
              {t('OPS_REGIONS_DRAFT_TITLE')}
            </h2>
            <p className="ops-regions__intro">{t('OPS_REGIONS_DRAFT_INTRO')}</p>
            {mine.length > 1 || (mine.length === 1 && draftId !== mine[0].id) ? (
              <div className="field ops-draft__choice">
                <label className="field__label" htmlFor="ops-draft-choice">
                  {t('OPS_REGIONS_DRAFT_CHOICE')}
                </label>
                <select id="ops-draft-choice" className="field__control" value={draftId ?? ''} onChange={(event) => openDraft(event.target.value || null)}>
                  {mine.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.message ?? d.files.map((f) => f.name).join(', ')} ({t(d.status === 'awaiting_approval' ? 'OPS_REGIONS_DRAFT_WAITING' : 'OPS_REGIONS_DRAFT_OPEN')})
                    </option>
                  ))}
                  <option value="">{t('OPS_REGIONS_DRAFT_NEW')}</option>
                </select>
              </div>
            ) : null}
            <DraftWorkspace key={workspace} overview={overview} draftId={draftId} onDraftId={setChosenDraft} onPublished={onPublished} />
          </section>

          <OtherDrafts drafts={overview.drafts} canApprove={overview.actor.account} onPublished={onPublished} />
          <RegionHistory liveVersion={overview.version?.id ?? null} onPublished={onPublished} />
        </>
      )}
    </div>
  );
}
