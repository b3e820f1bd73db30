import { useTranslation } from 'react-i18next';
import type { ResourcesResponse } from '../../../engine/generated/api/resources-response';
import { loadErrorLabel, retryHelps } from '../../shared/error-label';
import { EmptyState, ErrorState, LoadingState } from '../../ui/status';
import { useResources } from './api/resources';
import './resources-page.css';

type Section = ResourcesResponse['sections'][number];

function ResourceSection({ section }: { section: Section }) {
  const titleId = `resource-${section.id}`;
  return (
    <section className="resource-section" aria-labelledby={titleId} data-testid="resource-section">
      <h2 id={titleId}>{section.title}</h2>
      {section.description ? <p className="resource-section__description">{section.description}</p> : null}
      {section.header ? <p className="resource-section__header">{section.header}</p> : null}
      {section.links.length ? (
        <ul className="resource-section__links">
          {section.links.map((link) => (
            <li key={link.id}>
              {/* W§2: a link without a URL is shown, not clickable. */}
              {link.url ? (
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.title}
                </a>
              ) : (
                <span className="resource-section__plain">{link.title}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {section.footer ? <p className="resource-section__footer">{section.footer}</p> : null}
    </section>
  );
}

/** /resources (W§2 Resources): the community sections of the worker's country and language. */
export function ResourcesPage() {
  const { t, i18n } = useTranslation();
  const resources = useResources();
  let body: React.ReactNode;
  if (resources.isPending) body = <LoadingState label={t('RESOURCES_LOADING')} />;
  else if (resources.isError) {
    body = <ErrorState message={loadErrorLabel(resources.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(resources.error) ? () => void resources.refetch() : undefined} />;
  } else if (resources.data.sections.length === 0) body = <EmptyState>{t('RESOURCES_EMPTY')}</EmptyState>;
  else body = resources.data.sections.map((section) => <ResourceSection key={section.id} section={section} />);
  return (
    <div className="resources-page">
      <h1>{t('RESOURCES_TITLE')}</h1>
      {body}
    </div>
  );
}
