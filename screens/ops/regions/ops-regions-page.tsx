import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { RegionsPreviewBody } from '../../../engine/generated/api/regions-preview-body';
import type { RegionsPreviewResponse } from '../../../engine/generated/api/regions-preview-response';
import type { RegionsStatus } from '../../../engine/generated/api/regions-status';
import { loadErrorLabel } from '../../app/error-label';
import { ErrorState, LoadingState } from '../../ui/status';
import { formDifferences } from '../form-differences';
import { FormPreviewPanel } from '../form-preview-panel';
import { DifferenceList } from '../ops-forms-page';
import { useOpsRegions, usePreviewRegions, useSaveRegionFile } from './api/ops-regions';
import { previewValidator } from './preview-validator';
import '../ops-forms-page.css';
import './ops-regions-page.css';

const RegionEditor = lazy(() => import('./region-editor'));

type PreviewScope = RegionsPreviewResponse['scopes'][number];

/**
 * The region files for operations staff (issue 14): what the server serves (hash, load time, the
 * last refused reload), a file edited in the browser with completion and inline errors from the
 * region schema, and the preview: the problems of the proposal, or every scope it changes with
 * its forms before and after, side by side, differences marked. Nothing is written unless the
 * server allows saving (OPS_WRITE=1) and the operator saves.
 */
export function OpsRegionsPage() {
  const { t, i18n } = useTranslation();
  const regions = useOpsRegions();
  const preview = usePreviewRegions();
  const save = useSaveRegionFile();
  const [fileName, setFileName] = useState('UK-LONDON.json');
  const [edits, setEdits] = useState<Record<string, string>>({});
  const exists = (key: string) => i18n.exists(key);

  const files = regions.data?.files ?? [];
  const current = files.find((f) => f.name === fileName) ?? files[0];
  const text = current ? (edits[current.name] ?? current.text) : '';
  const changedFiles = files.filter((f) => edits[f.name] !== undefined && edits[f.name] !== f.text).map((f) => ({ name: f.name, text: edits[f.name] }));

  return (
    <div className="ops-regions container">
      <title>{t('OPS_REGIONS_TITLE')}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('OPS_REGIONS_TITLE')}</h1>
      <p className="ops-regions__intro">{t('OPS_REGIONS_INTRO')}</p>

      {regions.isError ? (
        <ErrorState message={loadErrorLabel(regions.error, t, exists)} retryLabel={t('RETRY')} onRetry={() => void regions.refetch()} />
      ) : !regions.data || !current ? (
        <LoadingState label={t('OPS_REGIONS_LOADING')} />
      ) : (
        <>
          <ServedStatus status={regions.data.status} />
          <section className="ops-editor" aria-labelledby="ops-editor-title">
            <div className="ops-editor__bar">
              <h2 id="ops-editor-title" className="ops-editor__title">
                {t('OPS_REGIONS_EDITOR_TITLE')}
              </h2>
              <div className="field ops-editor__file">
                <label className="field__label" htmlFor="ops-region-file">
                  {t('OPS_REGIONS_FILE_LABEL')}
                </label>
                <select id="ops-region-file" className="field__control" value={current.name} onChange={(event) => setFileName(event.target.value)}>
                  {files.map((f) => (
                    <option key={f.name} value={f.name}>
                      {edits[f.name] !== undefined && edits[f.name] !== f.text ? `${f.name} *` : f.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <Suspense fallback={<LoadingState label={t('OPS_REGIONS_EDITOR_LOADING')} />}>
              <RegionEditor
                key={current.name}
                initial={text}
                label={t('OPS_REGIONS_EDITOR_LABEL', { file: current.name })}
                onChange={(next) => setEdits((all) => ({ ...all, [current.name]: next }))}
              />
            </Suspense>
            <div className="ops-editor__actions">
              <button
                type="button"
                className="button"
                disabled={changedFiles.length === 0 || preview.isPending}
                onClick={() => preview.mutate({ files: changedFiles as RegionsPreviewBody['files'] })}
              >
                {t('OPS_REGIONS_PREVIEW')}
              </button>
              <button type="button" className="button button--secondary" disabled={changedFiles.length === 0} onClick={() => setEdits({})}>
                {t('OPS_REGIONS_DISCARD')}
              </button>
              {regions.data.writeEnabled ? (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={edits[current.name] === undefined || save.isPending}
                  onClick={() => save.mutate({ name: current.name, text }, { onSuccess: () => setEdits(({ [current.name]: _saved, ...rest }) => rest) })}
                >
                  {t('OPS_REGIONS_SAVE', { file: current.name })}
                </button>
              ) : (
                <p className="ops-editor__note">{t('OPS_REGIONS_WRITE_OFF')}</p>
              )}
            </div>
            {save.isError ? <p className="ops-regions__error" role="alert">{loadErrorLabel(save.error, t, exists)}</p> : null}
          </section>
          {preview.isError ? <ErrorState message={loadErrorLabel(preview.error, t, exists)} /> : null}
          {preview.data ? <PreviewResult result={preview.data} /> : null}
        </>
      )}
    </div>
  );
}

function ServedStatus({ status }: { status: RegionsStatus }) {
  const { t, i18n } = useTranslation();
  const loadedAt = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(status.loadedAt));
  return (
    <section className="ops-status" aria-labelledby="ops-status-title">
      <h2 id="ops-status-title" className="ops-status__title">
        {t('OPS_REGIONS_SERVED_TITLE')}
      </h2>
      <p>
        {t('OPS_REGIONS_SERVED', { hash: status.hash, loadedAt })}{' '}
        {status.watching ? t('OPS_REGIONS_WATCHING') : t('OPS_REGIONS_NOT_WATCHING')}
      </p>
      {status.lastRefused ? (
        <div className="ops-status__refused" role="alert">
          <p>{t('OPS_REGIONS_REFUSED', { count: status.lastRefused.problems.length })}</p>
          <ProblemList problems={status.lastRefused.problems} />
        </div>
      ) : null}
    </section>
  );
}

function ProblemList({ problems }: { problems: { file: string; pointer: string; message: string }[] }) {
  return (
    <ul className="ops-problems">
      {problems.map((p, i) => (
        <li key={i}>
          <code>
            {p.file} {p.pointer}
          </code>{' '}
          {p.message}
        </li>
      ))}
    </ul>
  );
}

function PreviewResult({ result }: { result: RegionsPreviewResponse }) {
  const { t } = useTranslation();
  if (!result.valid) {
    return (
      <section className="ops-result ops-result--invalid" aria-labelledby="ops-result-title">
        <h2 id="ops-result-title">{t('OPS_REGIONS_PROBLEMS', { count: result.problems.length })}</h2>
        <ProblemList problems={result.problems} />
      </section>
    );
  }
  return (
    <section className="ops-result" aria-labelledby="ops-result-title">
      <h2 id="ops-result-title">{t('OPS_REGIONS_AFFECTED', { count: result.scopes.length })}</h2>
      {result.scopes.map((scope) => (
        <ScopePreview key={scope.id} scope={scope} />
      ))}
    </section>
  );
}

function ScopePreview({ scope }: { scope: PreviewScope }) {
  const { t } = useTranslation();
  return (
    <article className="ops-scope" aria-labelledby={`ops-scope-${scope.id}`}>
      <h3 id={`ops-scope-${scope.id}`} className="ops-scope__title">
        {scope.name} <code>{scope.id}</code>
      </h3>
      {scope.settings.length > 0 ? (
        <p className="ops-scope__settings">
          {t('OPS_REGIONS_SETTINGS_CHANGED', { count: scope.settings.length })} {scope.settings.map((name) => <code key={name}>{name}</code>)}
        </p>
      ) : null}
      {scope.forms.map((form) => (
        <FormBeforeAfter key={form.formId} id={`${scope.id}-${form.formId}`} before={form.before as ComposedForm | null} after={form.after as ComposedForm | null} />
      ))}
    </article>
  );
}

function FormBeforeAfter({ id, before, after }: { id: string; before: ComposedForm | null; after: ComposedForm | null }) {
  const { t } = useTranslation();
  const names = { left: t('OPS_REGIONS_BEFORE'), right: t('OPS_REGIONS_AFTER') };
  const differences = useMemo(() => (before && after ? formDifferences(before, after, names) : null), [before, after, names.left, names.right]); // eslint-disable-line react-hooks/exhaustive-deps
  const formId = (after ?? before)?.formId ?? '';
  return (
    <div className="ops-before-after">
      <h4 className="ops-before-after__title">{t('OPS_REGIONS_FORM', { form: t(`OPS_FORMS_FORM_${formId.toUpperCase().replace(/-/g, '_')}`) })}</h4>
      {differences && differences.items.length > 0 ? (
        <DifferenceList items={differences.items} leftName={names.left} rightName={names.right} />
      ) : (
        <p className="ops-summary__none">{t('OPS_REGIONS_FORM_SAME')}</p>
      )}
      <div className="ops-panels ops-panels--two">
        {(['before', 'after'] as const).map((side) => {
          const composed = side === 'before' ? before : after;
          return (
            <section key={side} className={`ops-panel ops-panel--${side}`} aria-labelledby={`ops-${id}-${side}`}>
              <header className="ops-panel__header">
                <h5 id={`ops-${id}-${side}`} className="ops-panel__title">
                  {side === 'before' ? names.left : names.right}
                </h5>
              </header>
              <div className="ops-panel__body">
                {composed ? (
                  <FormPreviewPanel
                    composed={composed}
                    validator={previewValidator}
                    idPrefix={`${id}-${side}`}
                    marks={side === 'before' ? differences?.left : differences?.right}
                  />
                ) : (
                  <p>{t('OPS_REGIONS_NO_SCOPE')}</p>
                )}
              </div>
            </section>
          );
        })}
      </div>
    </div>
  );
}
