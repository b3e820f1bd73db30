/**
 * GET /api/resources/ (W§2 Resources): the sections of the worker's country and of every country
 * (country_id null) in the worker's language (their chosen one, else their city's or country's),
 * each with its links: resources are written per country and language.
 */
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { ResourcesResponse } from '../../engine/generated/api/resources-response';
import { workerLanguage } from '../platform/workers/worker-language';
import { resourceLinks, resourceSections } from '../platform/db/schema';
import type { WorkerRow } from '../platform/auth/session-service';
import type { ServerDeps } from '../platform/deps';

export async function listResources(deps: Pick<ServerDeps, 'db' | 'regions'>, worker: WorkerRow): Promise<ResourcesResponse> {
  const language = workerLanguage(deps.regions, worker);
  const country = worker.countryId ? or(isNull(resourceSections.countryId), eq(resourceSections.countryId, worker.countryId)) : isNull(resourceSections.countryId);
  const sections = await deps.db
    .select()
    .from(resourceSections)
    .where(and(eq(resourceSections.language, language), country))
    .orderBy(asc(resourceSections.position), asc(resourceSections.id));
  const links = sections.length
    ? await deps.db
        .select()
        .from(resourceLinks)
        .where(
          inArray(
            resourceLinks.sectionId,
            sections.map((s) => s.id),
          ),
        )
        .orderBy(asc(resourceLinks.position), asc(resourceLinks.id))
    : [];
  return {
    language,
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.description,
      header: section.header,
      footer: section.footer,
      links: links.filter((link) => link.sectionId === section.id).map((link) => ({ id: link.id, title: link.title, url: link.url })),
    })),
  };
}
