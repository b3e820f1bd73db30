import { useTranslation } from 'react-i18next';
import type { RegionsFilesResponse } from '../../../../engine/generated/api/regions-files-response';
import { errorLabel } from '../../../shared/error-label';
import { postDraft, useDraftMutation } from '../api/region-drafts';
import { formatTime } from '../format-time';
import { ProblemList } from '../review/problem-list';

type Conflict = NonNullable<RegionsFilesResponse['conflict']>;

/**
 * A deploy's regions/ folder that meets versions ops published since (issue 24): nothing of it was
 * published, nothing was guessed. "Resolve in a draft" starts a draft holding the deploy's side of
 * the conflicting files; the person keeps what each side needs, and publishing it settles the conflict.
 */
export function DeployConflict({ conflict, onDraft }: { conflict: Conflict; onDraft: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const resolve = useDraftMutation(() => postDraft({ files: conflict.deployFiles ?? [], resolvesBaseline: conflict.baselineId }));
  return (
    <section className="ops-card ops-conflict" role="alert" aria-labelledby="ops-conflict-title">
      <h2 id="ops-conflict-title" className="ops-card__title">
        {t('OPS_REGIONS_CONFLICT_TITLE')}
      </h2>
      <p>{t('OPS_REGIONS_CONFLICT_TEXT', { since: formatTime(conflict.since, i18n.language) })}</p>
      {conflict.files.length > 0 ? (
        <p>
          {t('OPS_REGIONS_CONFLICT_FILES', { count: conflict.files.length })}{' '}
          {conflict.files.map((file) => (
            <code key={file} className="ops-conflict__file">
              {file}
            </code>
          ))}
        </p>
      ) : null}
      {conflict.problems.length > 0 ? <ProblemList problems={conflict.problems} /> : null}
      <button type="button" className="button" disabled={resolve.isPending} onClick={() => resolve.mutate(undefined, { onSuccess: (answer) => onDraft(answer.draft.id) })}>
        {t('OPS_REGIONS_CONFLICT_RESOLVE')}
      </button>
      {resolve.isError ? (
        <p className="ops-regions__error">{errorLabel(resolve.error, t, (key) => i18n.exists(key))}</p>
      ) : null}
    </section>
  );
}
