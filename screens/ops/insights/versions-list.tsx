import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES, pageHref } from '../../../engine/pages';
import type { NumberedVersion } from './chart-markers';
import { formatDay, localeOf } from './format';

interface Props {
  versions: NumberedVersion[];
  compare: number | null;
  onCompare: (id: number | null) => void;
}

/**
 * The region versions of the period that changed the scope (issue 29, item 3): each one's number is
 * its marker on the time charts; its message, a link to its changes in the /ops history, and its
 * before/after.
 */
export function VersionsList({ versions, compare, onCompare }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  if (versions.length === 0) return <p className="insights-versions__none">{t('OPS_INSIGHTS_VERSIONS_NONE')}</p>;
  return (
    <ol className="insights-versions">
      {versions.map((version) => (
        <li key={version.id} className="insights-version" data-version={version.id}>
          <span className="insights-version__number" aria-hidden="true">
            {version.number}
          </span>
          <div className="insights-version__body">
            <p className="insights-version__head">
              <span className="visually-hidden">{t('OPS_INSIGHTS_MARKER', { number: version.number })} </span>
              {t('OPS_REGIONS_VERSION', { version: version.id })} · {formatDay(version.createdAt.slice(0, 10), locale)} · {version.authorName} · {version.scopes.join(', ')}
            </p>
            <blockquote className="ops-message insights-version__message">{version.message}</blockquote>
            <p className="ops-actions">
              <Link to={pageHref(PAGES.ops, { version: version.id })}>{t('OPS_INSIGHTS_VERSION_DIFF', { version: version.id })}</Link>
              <button
                type="button"
                className="button button--secondary ops-small-button"
                aria-pressed={compare === version.id}
                onClick={() => onCompare(compare === version.id ? null : version.id)}
              >
                {t('OPS_INSIGHTS_BEFORE_AFTER')}
              </button>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
