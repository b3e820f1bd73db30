import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { RegionDraftResponse } from '../../../../engine/generated/api/region-draft-response';
import type { RegionProblem } from '../../../../engine/generated/api/region-problem';
import type { RegionsFilesResponse } from '../../../../engine/generated/api/regions-files-response';
import { errorLabel } from '../../../shared/error-label';
import { ErrorState, LoadingState } from '../../../ui/status';
import { draftAction, postDraft, putDraft, rememberDraft, useDraft, useDraftMutation } from '../api/region-drafts';
import { changedNames, changesToSave, editableNames, fileNameOfProblem, filesWithChanges, shownText, unsavedNames, type Edits } from '../draft-files';
import { formatTime } from '../format-time';
import type { EditorFocus } from '../region-editor';
import { DraftReview } from '../review/draft-review';
import { CityTools } from './city-tools';
import { OwnDraftWaiting } from './own-draft-waiting';
import { PublishForm } from './publish-form';

const RegionEditor = lazy(() => import('../region-editor'));

export interface DraftWorkspaceProps {
  overview: RegionsFilesResponse;
  /** The draft the person works on (null: none yet; their first edit starts one). */
  draftId: string | null;
  onDraftId: (id: string | null) => void;
  /** A version went live from this draft (published, or approved by a second ops account). */
  onPublished: (version: number) => void;
}

/**
 * The person's draft (issue 24): the live files with the draft's changes, edited in place (several
 * files), saved to the draft with "Save draft", then its review; new and retired cities; publishing
 * with a message, or submitting it for a second ops account's approval.
 */
export function DraftWorkspace({ overview, draftId, onDraftId, onPublished }: DraftWorkspaceProps) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const queryClient = useQueryClient();
  const draft = useDraft(draftId);
  const [edits, setEdits] = useState<Edits>({});
  const [fileName, setFileName] = useState<string>(() => overview.files.find((f) => f.name === 'UK-LONDON.json')?.name ?? overview.files[0]?.name ?? '');
  const [focus, setFocus] = useState<EditorFocus | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const focusSeq = useRef(0);

  const answer: RegionDraftResponse | undefined = draft.data;
  const status = answer?.draft.status;
  const open = draftId === null || status === 'open';
  const live = overview.files;
  const draftFiles = useMemo(() => (open && answer ? answer.draft.files : []), [open, answer]);
  const names = editableNames(live, draftFiles);
  const current = names.includes(fileName) ? fileName : (names[0] ?? '');
  const text = shownText(current, live, draftFiles, edits);
  const unsaved = unsavedNames(live, draftFiles, edits);
  const changed = changedNames(live, draftFiles, edits);

  const publishedVersion = status === 'published' ? (answer?.draft.publishedVersion ?? null) : null;
  useEffect(() => {
    // Approved by a second ops account while the page was open: the confirmation says so.
    if (publishedVersion === null) return;
    onPublished(publishedVersion);
    onDraftId(null);
  }, [publishedVersion]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    // Discarded (here or from the waiting view): the person is back on the live files.
    if (status === 'discarded') onDraftId(null);
  }, [status]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Saves the unsaved edits (starting the draft if there is none): the id of the draft as saved. */
  const saveEdits = useCallback(async (): Promise<RegionDraftResponse> => {
    const files = changesToSave(live, draftFiles, edits);
    return draftId === null ? postDraft({ files }) : putDraft(draftId, { files });
  }, [live, draftFiles, edits, draftId]);

  const afterSave = (saved: RegionDraftResponse) => {
    setEdits({});
    // Known before the page switches to it: the workspace stays, and the tool that saved with it.
    rememberDraft(queryClient, saved);
    if (saved.draft.id !== draftId) onDraftId(saved.draft.id);
  };
  const save = useDraftMutation(saveEdits);
  const start = useDraftMutation(() => postDraft({ files: [] }));
  const discard = useDraftMutation((id: string) => draftAction(id, 'discard'));

  /** The first edit starts the person's draft, so others see it is being worked on; the edits stay unsaved until "Save draft". */
  const edit = (name: string, next: string) => {
    setEdits((all) => ({ ...all, [name]: next }));
    if (draftId === null && !start.isPending && !save.isPending) start.mutate(undefined, { onSuccess: (started) => onDraftId(started.draft.id) });
  };

  const selectProblem = (problem: RegionProblem) => {
    const name = fileNameOfProblem(problem.file);
    if (names.includes(name)) setFileName(name);
    focusSeq.current += 1;
    setFocus({ pointer: problem.pointer, seq: focusSeq.current });
  };

  if (draftId !== null && draft.isPending) return <LoadingState label={t('OPS_REGIONS_DRAFT_LOADING')} />;
  if (draftId !== null && draft.isError) {
    return <ErrorState message={errorLabel(draft.error, t, exists)} retryLabel={t('RETRY')} onRetry={() => void draft.refetch()} />;
  }
  if (answer && status === 'awaiting_approval') {
    return <OwnDraftWaiting answer={answer} />;
  }
  if (publishedVersion !== null) return null;

  const busy = save.isPending || start.isPending;
  return (
    <div className="ops-draft">
      <p className="ops-draft__state">
        {answer
          ? t('OPS_REGIONS_DRAFT_STATE', { version: answer.draft.baseVersion, saved: formatTime(answer.draft.updatedAt, i18n.language), count: answer.draft.files.length })
          : t('OPS_REGIONS_DRAFT_NONE')}
      </p>
      <div className="ops-editor">
        <div className="ops-editor__bar">
          <div className="field ops-editor__file">
            <label className="field__label" htmlFor="ops-region-file">
              {t('OPS_REGIONS_FILE_LABEL')}
            </label>
            <select id="ops-region-file" className="field__control" value={current} onChange={(event) => setFileName(event.target.value)}>
              {names.map((name) => (
                <option key={name} value={name}>
                  {unsaved.includes(name) ? t('OPS_REGIONS_FILE_UNSAVED', { file: name }) : changed.has(name) ? t('OPS_REGIONS_FILE_CHANGED', { file: name }) : name}
                </option>
              ))}
            </select>
          </div>
          <div className="ops-editor__actions">
            <button type="button" className="button" disabled={unsaved.length === 0 || busy} onClick={() => save.mutate(undefined, { onSuccess: afterSave })}>
              {save.isPending ? t('OPS_REGIONS_SAVING') : t('OPS_REGIONS_SAVE_DRAFT')}
            </button>
            <button type="button" className="button button--secondary" disabled={unsaved.length === 0 || busy} onClick={() => setEdits({})}>
              {t('OPS_REGIONS_UNDO_EDITS')}
            </button>
          </div>
        </div>
        {unsaved.length > 0 ? <p className="ops-editor__note">{t('OPS_REGIONS_UNSAVED', { count: unsaved.length, files: unsaved.join(', ') })}</p> : null}
        {text === null ? (
          <p className="ops-editor__note">{t('OPS_REGIONS_FILE_REMOVED', { file: current })}</p>
        ) : (
          <Suspense fallback={<LoadingState label={t('OPS_REGIONS_EDITOR_LOADING')} />}>
            <RegionEditor key={current} text={text} label={t('OPS_REGIONS_EDITOR_LABEL', { file: current })} onChange={(next) => edit(current, next)} focus={focus} />
          </Suspense>
        )}
        {save.isError ? (
          <p className="ops-regions__error" role="alert">
            {errorLabel(save.error, t, exists)}
          </p>
        ) : null}
      </div>

      <CityTools
        files={filesWithChanges(live, draftFiles, edits)}
        saveFirst={async () => {
          if (draftId !== null && unsaved.length === 0) return draftId;
          const saved = await saveEdits();
          afterSave(saved);
          return saved.draft.id;
        }}
        onFileAdded={(name) => setFileName(name)}
      />

      {answer && answer.draft.files.length > 0 ? (
        <>
          {unsaved.length > 0 ? <p className="ops-editor__note">{t('OPS_REGIONS_REVIEW_OUTDATED')}</p> : null}
          <DraftReview review={answer.review} onSelectProblem={selectProblem} idPrefix={`draft-${answer.draft.id}`} />
          <PublishForm
            answer={answer}
            approvalRequired={overview.approvalRequired}
            blockedByUnsaved={unsaved.length > 0}
            onSelectProblem={selectProblem}
            onPublished={(version) => {
              setEdits({});
              onDraftId(null);
              onPublished(version);
            }}
          />
        </>
      ) : null}

      {answer ? (
        <div className="ops-draft__discard">
          {confirmDiscard ? (
            <div className="ops-confirm" role="group" aria-label={t('OPS_REGIONS_DISCARD_DRAFT')}>
              <p>{t('OPS_REGIONS_DISCARD_CONFIRM')}</p>
              <button
                type="button"
                className="button button--accent"
                disabled={discard.isPending}
                onClick={() =>
                  discard.mutate(answer.draft.id, {
                    onSuccess: () => {
                      setEdits({});
                      setConfirmDiscard(false);
                    },
                  })
                }
              >
                {t('OPS_REGIONS_DISCARD_DRAFT_YES')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setConfirmDiscard(false)}>
                {t('OPS_REGIONS_CANCEL')}
              </button>
            </div>
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setConfirmDiscard(true)}>
              {t('OPS_REGIONS_DISCARD_DRAFT')}
            </button>
          )}
          {discard.isError ? (
            <p className="ops-regions__error" role="alert">
              {errorLabel(discard.error, t, exists)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
