import { useTranslation } from 'react-i18next';
import type { RegionsFilesResponse } from '../../../../engine/generated/api/regions-files-response';
import { formatTime } from '../format-time';
import { ProblemList } from '../review/problem-list';
import { instanceState, newestVersion, servedEverywhere, type RegionInstance } from './instances';
import { SOURCE_LABEL_KEYS } from './source-label';
import { VersionMeta } from './version-meta';

/** Instance ids are random and long; the start tells them apart on one screen. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * What is live (issue 24): the version this server serves, who published it and why; every
 * instance seen in the last minute with the version it serves, one that refused a newer version
 * or lags behind flagged; and, after a publication from this page, whether it is served everywhere.
 */
export function LiveStatus({ overview, published }: { overview: RegionsFilesResponse; published: number | null }) {
  const { t } = useTranslation();
  const { version, status } = overview;
  const newest = newestVersion(overview);
  return (
    <section className="ops-card ops-live" aria-labelledby="ops-live-title">
      <h2 id="ops-live-title" className="ops-card__title">
        {t('OPS_REGIONS_LIVE_TITLE')}
      </h2>
      {published !== null ? <PublishedConfirmation overview={overview} version={published} /> : null}
      {version ? (
        <div className="ops-version ops-version--live">
          <p className="ops-version__head">
            <strong>{t('OPS_REGIONS_VERSION', { version: version.id })}</strong> <span className="badge">{t(SOURCE_LABEL_KEYS[version.source])}</span>
          </p>
          <blockquote className="ops-message">{version.message}</blockquote>
          <VersionMeta version={version} />
        </div>
      ) : (
        <p>{t('OPS_REGIONS_NO_VERSION', { hash: status.hash })}</p>
      )}
      <h3 className="ops-live__subtitle">{t('OPS_REGIONS_INSTANCES_TITLE', { count: overview.instances.length })}</h3>
      <ul className="ops-instances">
        {overview.instances.map((instance) => (
          <InstanceLine key={instance.id} instance={instance} newest={newest} self={instance.id === status.instance} />
        ))}
      </ul>
      {status.lastRefused ? (
        <div className="ops-refused" role="alert">
          <p className="ops-refused__title">
            {status.lastRefused.version !== null
              ? t('OPS_REGIONS_THIS_REFUSED_VERSION', { count: status.lastRefused.problems.length, version: status.lastRefused.version })
              : t('OPS_REGIONS_THIS_REFUSED_FOLDER', { count: status.lastRefused.problems.length })}
          </p>
          <ProblemList problems={status.lastRefused.problems} />
        </div>
      ) : null}
    </section>
  );
}

function InstanceLine({ instance, newest, self }: { instance: RegionInstance; newest: number | null; self: boolean }) {
  const { t, i18n } = useTranslation();
  const state = instanceState(instance, newest);
  return (
    <li className={`ops-instance ops-instance--${state.kind}`}>
      <span className="ops-instance__id">
        <code>{shortId(instance.id)}</code>
        {self ? <span className="badge">{t('OPS_REGIONS_INSTANCE_SELF')}</span> : null}
      </span>
      <span className="ops-instance__version">
        {instance.version !== null ? t('OPS_REGIONS_VERSION', { version: instance.version }) : t('OPS_REGIONS_INSTANCE_NO_VERSION')}
      </span>
      {state.kind === 'refused' ? (
        <span className="ops-instance__flag">{t('OPS_REGIONS_INSTANCE_REFUSED', { refused: state.refused })}</span>
      ) : state.kind === 'behind' ? (
        <span className="ops-instance__flag">{t('OPS_REGIONS_INSTANCE_BEHIND', { newest: state.newest })}</span>
      ) : (
        <span className="ops-instance__ok">{t('OPS_REGIONS_INSTANCE_CURRENT')}</span>
      )}
      <span className="ops-instance__seen">{t('OPS_REGIONS_INSTANCE_SEEN', { time: formatTime(instance.seenAt, i18n.language) })}</span>
    </li>
  );
}

/** "Published as version 12", then "Version 12 is live on every instance" once each reports it. */
function PublishedConfirmation({ overview, version }: { overview: RegionsFilesResponse; version: number }) {
  const { t } = useTranslation();
  const everywhere = servedEverywhere(overview, version);
  const refused = overview.instances.some((i) => i.refusedVersion !== null && i.refusedVersion >= version && (i.version ?? 0) < version);
  return (
    <p className={`ops-confirmation${everywhere ? ' ops-confirmation--done' : ''}${refused ? ' ops-confirmation--refused' : ''}`} role="status">
      {everywhere ? t('OPS_REGIONS_LIVE_EVERYWHERE', { version }) : refused ? t('OPS_REGIONS_PUBLISHED_REFUSED', { version }) : t('OPS_REGIONS_PUBLISHED_AS', { version })}
    </p>
  );
}
