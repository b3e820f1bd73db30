import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionDraftResponse } from '../../../../engine/generated/api/region-draft-response';
import type { RegionProblem } from '../../../../engine/generated/api/region-problem';
import { errorLabel } from '../../../shared/error-label';
import { publishDraft, useDraftMutation } from '../api/region-drafts';
import { fieldErrorsOf, regionProblemsOf } from '../region-problems';
import { ProblemList } from '../review/problem-list';

/** The history's limit for a message (schemas/api/region-message-body.schema.json). */
const MESSAGE_MAX = 500;

/**
 * Publishing a saved draft: a message for the history (required), then published at once, or
 * submitted for a second ops account's approval where the region set asks for one. A refusal
 * lists every mistake with its file and pointer, as the server gave them.
 */
export function PublishForm({
  answer,
  approvalRequired,
  blockedByUnsaved,
  onSelectProblem,
  onPublished,
}: {
  answer: RegionDraftResponse;
  approvalRequired: boolean;
  blockedByUnsaved: boolean;
  onSelectProblem: (problem: RegionProblem) => void;
  onPublished: (version: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const [message, setMessage] = useState(answer.draft.message ?? '');
  const [missing, setMissing] = useState(false);
  const publish = useDraftMutation(
    (text: string) => publishDraft(answer.draft.id, text),
    (published) => published.version && onPublished(published.version.id),
  );
  const { reset } = publish;
  // A refusal is about the draft as it was: once it is saved again, its review speaks instead.
  useEffect(() => reset(), [answer.draft.updatedAt, reset]);
  const problems = regionProblemsOf(publish.error);
  const fieldErrors = publish.isError ? fieldErrorsOf(publish.error, t, exists) : {};
  const messageError = missing ? t('OPS_REGIONS_MESSAGE_REQUIRED') : fieldErrors['/message'];
  const otherError = publish.isError && !problems && Object.keys(fieldErrors).length === 0 ? errorLabel(publish.error, t, exists) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setMissing(true);
      document.getElementById('ops-publish-message')?.focus();
      return;
    }
    publish.mutate(message.trim());
  };

  return (
    <form className="ops-publish" onSubmit={submit} noValidate aria-labelledby="ops-publish-title">
      <h3 id="ops-publish-title" className="ops-publish__title">
        {t(approvalRequired ? 'OPS_REGIONS_SUBMIT_TITLE' : 'OPS_REGIONS_PUBLISH_TITLE')}
      </h3>
      {approvalRequired ? <p className="ops-publish__note">{t('OPS_REGIONS_APPROVAL_EXPLAINED')}</p> : null}
      <div className="field">
        <label className="field__label" htmlFor="ops-publish-message">
          {t('OPS_REGIONS_MESSAGE_LABEL')}
        </label>
        <p className="ops-publish__hint" id="ops-publish-message-hint">
          {t('OPS_REGIONS_MESSAGE_HINT')}
        </p>
        <textarea
          id="ops-publish-message"
          className="field__control"
          rows={2}
          maxLength={MESSAGE_MAX}
          value={message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'ops-publish-message-hint ops-publish-message-error' : 'ops-publish-message-hint'}
          onChange={(event) => {
            setMessage(event.target.value);
            setMissing(false);
          }}
        />
        {messageError ? (
          <p className="field__error" id="ops-publish-message-error">
            {messageError}
          </p>
        ) : null}
      </div>
      {blockedByUnsaved ? <p className="ops-publish__note">{t('OPS_REGIONS_PUBLISH_SAVE_FIRST')}</p> : null}
      <button type="submit" className="button" disabled={blockedByUnsaved || publish.isPending}>
        {t(approvalRequired ? 'OPS_REGIONS_SUBMIT' : 'OPS_REGIONS_PUBLISH')}
      </button>
      {problems ? (
        <div className="ops-refused" role="alert">
          <p className="ops-refused__title">{t(approvalRequired ? 'OPS_REGIONS_NOT_SUBMITTED' : 'OPS_REGIONS_NOT_PUBLISHED', { count: problems.length })}</p>
          <ProblemList problems={problems} onSelect={onSelectProblem} />
        </div>
      ) : null}
      {otherError ? (
        <p className="ops-regions__error" role="alert">
          {otherError}
        </p>
      ) : null}
    </form>
  );
}
