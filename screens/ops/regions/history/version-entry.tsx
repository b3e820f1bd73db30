import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionVersionSummary } from '../../../../engine/generated/api/region-version-summary';
import { errorLabel, loadErrorLabel } from '../../../shared/error-label';
import { ErrorState, LoadingState } from '../../../ui/status';
import { useRegionVersionDiff, useRollback } from '../api/region-versions';
import { SOURCE_LABEL_KEYS } from '../live/source-label';
import { VersionMeta } from '../live/version-meta';
import { regionProblemsOf } from '../region-problems';
import { ProblemList } from '../review/problem-list';
import { groupByScope, ScopeChangeArticle } from '../review/scope-changes';

/**
 * One version of the history: what, who, when; its changes when opened; a rollback to it. The
 * version a link names (`linked`: /ops?version=42) starts open, scrolled to and focused.
 */
export function VersionEntry({ version, live, linked = false, onRolledBack }: { version: RegionVersionSummary; live: boolean; linked?: boolean; onRolledBack: (version: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(linked);
  const article = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!linked) return;
    setOpen(true);
    article.current?.scrollIntoView?.({ block: 'start' });
    article.current?.focus({ preventScroll: true });
  }, [linked]);
  const [rollingBack, setRollingBack] = useState(false);
  const titleId = `ops-version-${version.id}`;
  const changesId = `ops-version-${version.id}-changes`;
  return (
    <article ref={article} className={`ops-version${linked ? ' ops-version--linked' : ''}`} aria-labelledby={titleId} tabIndex={linked ? -1 : undefined}>
      <h3 id={titleId} className="ops-version__head">
        {t('OPS_REGIONS_VERSION', { version: version.id })} <span className="badge">{t(SOURCE_LABEL_KEYS[version.source])}</span>
        {live ? <span className="badge badge--done">{t('OPS_REGIONS_VERSION_LIVE')}</span> : null}
      </h3>
      <blockquote className="ops-message">{version.message}</blockquote>
      <VersionMeta version={version} />
      <div className="ops-actions">
        <button type="button" className="button button--secondary ops-small-button" aria-expanded={open} aria-controls={changesId} onClick={() => setOpen((was) => !was)}>
          {t(open ? 'OPS_REGIONS_CHANGES_HIDE' : 'OPS_REGIONS_CHANGES_SHOW')}
        </button>
        {!live && !rollingBack ? (
          <button type="button" className="button button--secondary ops-small-button" onClick={() => setRollingBack(true)}>
            {t('OPS_REGIONS_ROLLBACK')}
          </button>
        ) : null}
      </div>
      <div id={changesId} hidden={!open}>
        {open ? <VersionChanges id={version.id} /> : null}
      </div>
      {rollingBack ? (
        <RollbackForm
          version={version}
          onCancel={() => setRollingBack(false)}
          onDone={(id) => {
            setRollingBack(false);
            onRolledBack(id);
          }}
        />
      ) : null}
    </article>
  );
}

function VersionChanges({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const diff = useRegionVersionDiff(id, true);
  if (diff.isPending) return <LoadingState label={t('OPS_REGIONS_CHANGES_LOADING')} />;
  if (diff.isError) return <ErrorState message={loadErrorLabel(diff.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={() => void diff.refetch()} />;
  const groups = groupByScope(diff.data.changes);
  return (
    <div className="ops-version__changes">
      <p>
        {t('OPS_REGIONS_FILES_CHANGED', { count: diff.data.files.length })}{' '}
        {diff.data.files.map((file) => (
          <code key={file} className="ops-conflict__file">
            {file}
          </code>
        ))}
      </p>
      {groups.length === 0 ? <p>{t('OPS_REGIONS_CHANGES_NONE')}</p> : groups.map((group) => <ScopeChangeArticle key={group.id} group={group} level={4} />)}
    </div>
  );
}

/** A rollback publishes this version's files again as a new version; its message is optional (the history says what it returns to). */
function RollbackForm({ version, onCancel, onDone }: { version: RegionVersionSummary; onCancel: () => void; onDone: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState('');
  const rollback = useRollback();
  const problems = regionProblemsOf(rollback.error);
  const fieldId = `ops-rollback-${version.id}-message`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rollback.mutate({ id: version.id, message }, { onSuccess: (created) => onDone(created.id) });
  };
  return (
    <form className="ops-tool ops-rollback" onSubmit={submit} aria-label={t('OPS_REGIONS_ROLLBACK_TO', { version: version.id })}>
      <p>{t('OPS_REGIONS_ROLLBACK_CONFIRM', { version: version.id })}</p>
      <div className="field">
        <label className="field__label" htmlFor={fieldId}>
          {t('OPS_REGIONS_ROLLBACK_MESSAGE')}
        </label>
        <textarea id={fieldId} className="field__control" rows={2} maxLength={500} value={message} onChange={(event) => setMessage(event.target.value)} />
      </div>
      <div className="ops-actions">
        <button type="submit" className="button button--accent" disabled={rollback.isPending}>
          {t('OPS_REGIONS_ROLLBACK_TO', { version: version.id })}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('OPS_REGIONS_CANCEL')}
        </button>
      </div>
      {problems ? (
        <div className="ops-refused" role="alert">
          <p className="ops-refused__title">{t('OPS_REGIONS_ROLLBACK_REFUSED', { count: problems.length })}</p>
          <ProblemList problems={problems} />
        </div>
      ) : rollback.isError ? (
        <p className="ops-regions__error" role="alert">
          {errorLabel(rollback.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
    </form>
  );
}
