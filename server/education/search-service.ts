/**
 * GET /api/education/search: PostgreSQL full-text search across schools and courses (issue 12). Each
 * row is read with its school's language dictionary ('french' for schools in France, 'english'
 * otherwise), the words are parsed with the same dictionary (websearch_to_tsquery), and ts_headline
 * marks the words found. The markers are private characters, split here into parts, so the page
 * highlights them without rendering markup. The same SQL runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type { EducationSearchResponse } from '../../engine/generated/api/education-search-response';
import { courses, schools } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';

type Excerpt = EducationSearchResponse['schools'][number]['excerpt'];

const START = '\u27e6';
const STOP = '\u27e7';
const NAME_OPTIONS = `HighlightAll=true, StartSel=${START}, StopSel=${STOP}`;
const EXCERPT_OPTIONS = `MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${START}, StopSel=${STOP}`;

/** ts_headline's text split at the markers: the parts between START and STOP are the words found. */
export function excerptParts(headline: string): Excerpt {
  const parts: Excerpt = [];
  for (const [index, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece !== '') parts.push({ text: piece, match: index % 2 === 1 });
  }
  return parts;
}

/** The dictionary of a school's language, as SQL on its country. */
const dictionary = sql`(case when ${schools.countryId} = 'FR' then 'french'::regconfig else 'english'::regconfig end)`;

/**
 * `country`, the reader's education country, puts its schools and courses first (issue 27: a
 * French reader's Paris schools before the UK ones), each group by relevance.
 */
export async function searchCatalogue(deps: Pick<ServerDeps, 'db'>, words: string, country?: string): Promise<EducationSearchResponse> {
  const ownFirst = country === undefined ? sql`` : sql`(${schools.countryId} is distinct from ${country}), `;
  const query = sql`websearch_to_tsquery(${dictionary}, ${words})`;
  const schoolDoc = sql`(setweight(to_tsvector(${dictionary}, ${schools.name}), 'A') || setweight(to_tsvector(${dictionary}, coalesce(${schools.description}, '')), 'B'))`;
  const courseDoc = sql`(setweight(to_tsvector(${dictionary}, ${courses.name}), 'A') || setweight(to_tsvector(${dictionary}, coalesce(${courses.description}, '') || ' ' || coalesce(${courses.campus}, '')), 'B'))`;
  const [schoolRows, courseRows] = await Promise.all([
    deps.db.execute<{
      slug: string;
      logo_url: string | null;
      name: string;
      excerpt: string;
    }>(sql`
      select ${schools.slug} as slug, ${schools.logoUrl} as logo_url,
        ts_headline(${dictionary}, ${schools.name}, ${query}, ${NAME_OPTIONS}) as name,
        ts_headline(${dictionary}, coalesce(${schools.description}, ''), ${query}, ${EXCERPT_OPTIONS}) as excerpt
      from ${schools}
      where ${schoolDoc} @@ ${query}
      order by ${ownFirst}ts_rank(${schoolDoc}, ${query}) desc, ${schools.position}, ${schools.id}
      limit 10`),
    deps.db.execute<{
      id: string;
      url: string | null;
      school_name: string;
      school_slug: string;
      name: string;
      excerpt: string;
    }>(sql`
      select ${courses.id} as id, ${courses.url} as url, ${schools.name} as school_name, ${schools.slug} as school_slug,
        ts_headline(${dictionary}, ${courses.name}, ${query}, ${NAME_OPTIONS}) as name,
        ts_headline(${dictionary}, coalesce(${courses.description}, ''), ${query}, ${EXCERPT_OPTIONS}) as excerpt
      from ${courses} join ${schools} on ${schools.id} = ${courses.schoolId}
      where ${courseDoc} @@ ${query}
      order by ${ownFirst}ts_rank(${courseDoc}, ${query}) desc, ${schools.position}, ${courses.position}, ${courses.id}
      limit 20`),
  ]);
  return {
    schools: schoolRows.rows.map((r) => ({
      slug: r.slug,
      name: excerptParts(r.name),
      logoUrl: r.logo_url,
      excerpt: excerptParts(r.excerpt),
    })),
    courses: courseRows.rows.map((r) => ({
      id: r.id,
      name: excerptParts(r.name),
      url: r.url,
      school: { name: r.school_name, slug: r.school_slug },
      excerpt: excerptParts(r.excerpt),
    })),
  };
}
