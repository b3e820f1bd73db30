/**
 * Help-centre search (R§2): PostgreSQL full-text search on the articles of one language, stemmed
 * with that language's dictionary (the generated `search_vector` column, GIN-indexed), so French
 * "paiements" finds "paiement". The same SQL runs on PGlite and PostgreSQL.
 *
 * Highlighting: ts_headline marks the matched words with two control characters that cannot occur
 * in an article (the content schema and the query's text both pass through here as plain text),
 * and the answer splits on them into segments; the page renders each segment as text, so nothing
 * an article or a query contains is ever interpreted as HTML.
 */
import { sql } from 'drizzle-orm';
import type { FaqSearchResponse } from '../../engine/generated/api/faq-search-response';
import type { LanguageId } from '../../engine/regions/types';
import type { ServerDeps } from '../platform/deps';

const DICTIONARY: Record<LanguageId, string> = { en_GB: 'english', fr_FR: 'french', de_AT: 'german' };
const START = '\u0002';
const STOP = '\u0003';
const MAX_RESULTS = 20;

type Segments = FaqSearchResponse['results'][number]['title'];

/** "a \u0002b\u0003 c" → [a ][b: match][ c]; the markdown markers of the excerpt are dropped. */
export function toSegments(marked: string): Segments {
  const segments: Segments = [];
  for (const [index, part] of marked.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    const text = part.replace(/\*\*/g, '').replace(/\n+(- )?/g, ' ');
    if (text) segments.push({ text, match: index % 2 === 1 });
  }
  return segments;
}

export async function searchFaq(deps: Pick<ServerDeps, 'db'>, query: { q: string; lang: LanguageId }): Promise<FaqSearchResponse> {
  // A dictionary name from the table above, never from the request: safe to inline as a regconfig.
  const config = sql.raw(`'${DICTIONARY[query.lang]}'::regconfig`);
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await deps.db.execute<{ id: number; slug: string; category: string; title: string; excerpt: string }>(sql`
    with q as (select websearch_to_tsquery(${config}, ${query.q}) as query)
    select a.id, a.slug, c.name as category,
      ts_headline(${config}, a.title, q.query, ${`HighlightAll=true, StartSel=${START}, StopSel=${STOP}`}) as title,
      ts_headline(${config}, a.content, q.query, ${options}) as excerpt
    from faq_articles a join faq_categories c on c.id = a.category_id, q
    where a.language = ${query.lang} and a.search_vector @@ q.query
    order by ts_rank(a.search_vector, q.query) desc, a.id
    limit ${MAX_RESULTS}`);
  const rows = 'rows' in result ? (result.rows as { id: number; slug: string; category: string; title: string; excerpt: string }[]) : (result as unknown as { id: number; slug: string; category: string; title: string; excerpt: string }[]);
  return {
    language: query.lang,
    results: rows.map((row) => ({ id: Number(row.id), slug: row.slug, category: row.category, title: toSegments(row.title), excerpt: toSegments(row.excerpt) })),
  };
}
